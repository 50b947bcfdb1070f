/** Every character CommonMark lets a backslash escape. */
const ASCII_PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/g;

/**
 * A value written into markdown as text: whatever it holds (a scraped title,
 * an artist's name, a model's sentence) reads as those characters and never as
 * markup. Every ASCII punctuation character is backslash-escaped, which
 * CommonMark and GFM read as the literal character: no link, image, emphasis,
 * entity or HTML can start, and GFM's bare autolinks ('https://', 'www.',
 * 'name@host') cannot match. Line breaks become spaces, so the value stays in
 * the line it was placed in and cannot start a heading, list or quote.
 */
export function markdownText(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .trim()
    .replace(ASCII_PUNCTUATION, (character) => `\\${character}`);
}

/**
 * An address as a markdown link destination: inside angle brackets, with the
 * characters that would end it (spaces, line breaks, '<', '>') or escape
 * inside it ('\\') percent-encoded, so a ')' or ' ![' in the address stays part
 * of the address. Judge the address with the link rule before writing it.
 */
export function markdownDestination(address: string): string {
  return `<${address.replace(/[\s<>\\]/g, (character) => encodeURIComponent(character))}>`;
}
