/** Words in a text once markdown punctuation is ignored; feeds the 'N words' label and the 'In-depth' badge. */
export function countWords(text: string | null | undefined): number {
  if (!text) return 0;
  return text
    .replace(/[#*_>`~[\]()!|-]+/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
