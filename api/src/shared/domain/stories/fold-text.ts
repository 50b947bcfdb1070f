/** Lowercase and strip accents so 'Beyoncé' and 'Beyonce' read as one word. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}
