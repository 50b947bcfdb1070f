import { markdownToPlainText } from './markdown-plain-text';

/**
 * A word is a run of letters or digits. Apostrophes and hyphens inside it keep
 * it one word (Clan's, Wu-Tang, 36-chamber, 2-CD), and so do a decimal point or
 * thousands separator between digits (3.5, 1,000). Anything else separates
 * words and is never one itself: dashes, slashes, brackets, markdown marks.
 */
const WORD = /[\p{L}\p{N}]+(?:(?:['’‐‑-]|(?<=\p{N})[.,](?=\p{N}))[\p{L}\p{N}]+)*/gu;

/** Words a reader reads in a text, markdown or plain (link targets and markup never count). */
export function countWords(text: string | null | undefined): number {
  if (!text) return 0;
  return markdownToPlainText(text).match(WORD)?.length ?? 0;
}

/** An article's stored word count, behind the 'N words' label, the read time and the 'In-depth' badge: its one body's. */
export function articleWordCount(article: { content: string }): number {
  return countWords(article.content);
}
