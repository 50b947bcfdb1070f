/**
 * A count with its noun in the right number, for every screen and email:
 * "1 article", "0 articles", "2 stories", "1,024 subscribers". The plural is
 * the singular plus "s" unless given.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${nounFor(count, singular, plural)}`;
}

/** The noun alone, in the number `count` asks for. */
export function nounFor(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}
