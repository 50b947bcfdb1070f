import type { MarkedText } from '../contracts/search';

/** Delimiters the database puts around a match (ts_headline StartSel/StopSel): control characters no reader types. */
export const MATCH_START = '\u0001';
export const MATCH_END = '\u0002';

/**
 * Turns a headline with match delimiters into plain text (trimmed) and the
 * ranges that matched. Delimiters that do not pair up are dropped, so whatever
 * the content holds, it is shown as text and a mark never reaches outside it.
 */
export function parseMarkedText(headline: string): MarkedText {
  let text = '';
  const ranges: [number, number][] = [];
  let openedAt: number | null = null;
  for (const character of headline) {
    if (character === MATCH_START) {
      openedAt = text.length;
    } else if (character === MATCH_END) {
      if (openedAt !== null && text.length > openedAt) ranges.push([openedAt, text.length]);
      openedAt = null;
    } else {
      text += character;
    }
  }
  const leading = text.length - text.trimStart().length;
  const trimmed = text.trim();
  const marks = ranges
    .map(([start, end]): [number, number] => [Math.max(0, start - leading), Math.min(trimmed.length, end - leading)])
    .filter(([start, end]) => end > start);
  return { text: trimmed, marks };
}
