/**
 * `text` as an ILIKE pattern matching it anywhere, its own % _ and \ taken
 * literally (a search for "50%" means those characters). Use with ESCAPE '\'.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
