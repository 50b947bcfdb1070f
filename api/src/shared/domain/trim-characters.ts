/**
 * Trims the characters `isTrimmed` accepts from the ends of `text`, in one
 * pass. A pattern like /[…]+$/ rescans every run of such characters from each
 * of its positions (quadratic on a long run that does not reach the end);
 * reading from the ends never looks at a character twice.
 */
export function trimCharacters(
  text: string,
  isTrimmed: (character: string) => boolean,
  sides: 'start' | 'end' | 'both' = 'both',
): string {
  let start = 0;
  let end = text.length;
  if (sides !== 'end') while (start < end && isTrimmed(text[start])) start++;
  if (sides !== 'start') while (end > start && isTrimmed(text[end - 1])) end--;
  return text.slice(start, end);
}

/** A test for trimCharacters: is the character one of `characters`? */
export function oneOf(characters: string): (character: string) => boolean {
  return (character) => characters.includes(character);
}
