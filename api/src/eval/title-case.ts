/** Short words most headline style guides leave in lower case inside a Title Case headline. */
const MINOR_WORDS = new Set('a an the and but or nor for on at to by in of up as via'.split(' '));

/**
 * A headline rewritten in Title Case, as most outlets print theirs: the same
 * labelled set read both ways shows that matching does not lean on the
 * capitals of sentence-case headlines.
 */
export function titleCased(headline: string): string {
  return headline
    .split(' ')
    .map((word, index) =>
      index > 0 && MINOR_WORDS.has(word.toLowerCase()) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}
