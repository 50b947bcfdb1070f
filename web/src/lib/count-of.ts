/**
 * A count with its noun in the right number: "1 article", "0 articles",
 * "2 stories". The plural is the singular plus "s" unless given.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
