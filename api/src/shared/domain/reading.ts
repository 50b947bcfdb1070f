/** Read time, the reading-time label and the article badges. */
export const WORDS_PER_MINUTE = 200;
export const DEFAULT_READ_MINUTES = 5;
export const IN_DEPTH_MIN_WORDS = 501;

/** ceil(words / 200) minutes; 5 when the word count is missing (null, 0 or not a number). */
export function readTimeMinutes(wordCount: number | null | undefined): number {
  if (typeof wordCount !== 'number' || !Number.isFinite(wordCount) || wordCount <= 0) return DEFAULT_READ_MINUTES;
  return Math.ceil(wordCount / WORDS_PER_MINUTE);
}

export function readTimeLabel(wordCount: number | null | undefined): string {
  return `${readTimeMinutes(wordCount)} min read`;
}

/** The preference slider's reading time named: 3 or fewer 'Quick Reads', 7 or fewer 'Medium Articles', else 'In-depth Pieces'. */
export function readingTimeLabel(minutes: number): string {
  if (minutes <= 3) return 'Quick Reads';
  if (minutes <= 7) return 'Medium Articles';
  return 'In-depth Pieces';
}

/** 'Long-form' badge: the article's body is more than its short version (the server's flag on every card and view). */
export function isLongForm(article: { hasLongForm?: boolean }): boolean {
  return article.hasLongForm === true;
}

/** 'In-depth' badge: more than 500 words. */
export function isInDepth(article: { wordCount?: number | null }): boolean {
  return typeof article.wordCount === 'number' && article.wordCount >= IN_DEPTH_MIN_WORDS;
}
