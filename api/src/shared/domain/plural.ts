/**
 * A count with its noun in the right number, for every screen and email:
 * "1 article", "0 articles", "2 stories", "1,024 subscribers". The plural is
 * the singular plus "s" unless given.
 */
// One formatter for every count: `toLocaleString('en-US')` builds a new one per call, which loads locale data each
// time (a third of the home page's hydration on a phone went into its card ages).
const COUNT_FORMAT = new Intl.NumberFormat('en-US');

export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${COUNT_FORMAT.format(count)} ${nounFor(count, singular, plural)}`;
}

/** The noun alone, in the number `count` asks for. */
export function nounFor(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}
