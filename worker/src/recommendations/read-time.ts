/** Spec section 9: ceil(words / 200) minutes, 5 when the word count is missing. */
export function readMinutesOf(wordCount: number | null | undefined): number {
  if (typeof wordCount !== 'number' || !Number.isFinite(wordCount) || wordCount <= 0) return 5;
  return Math.ceil(wordCount / 200);
}
