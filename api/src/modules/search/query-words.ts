/** A reader's words, as the spelling store expands them. */
export interface PlainWords {
  /** Lower-cased runs of letters and digits, in the order typed. */
  words: string[];
  /** Whether the last word is matched as a prefix (the reader is still typing it). */
  prefixLast: boolean;
}

/** More words than this add nothing a reader means; the rest are matched as typed. */
const MAX_CORRECTED_WORDS = 12;

/** A prefix of one letter matches a good part of every table. */
export const PREFIX_MIN_LETTERS = 2;

/**
 * Websearch syntax ("quoted phrases", -excluded, `or`) asks for those exact
 * words: such a query is searched as written, with no corrections and no
 * prefix. Anything else is plain words, each of which may be corrected.
 */
export function plainWords(q: string, prefix: boolean): PlainWords | null {
  if (/"|(?:^|\s)-|(?:^|\s)or(?:\s|$)/i.test(q)) return null;
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_CORRECTED_WORDS);
  const last = words.at(-1) ?? '';
  return { words, prefixLast: prefix && [...last].length >= PREFIX_MIN_LETTERS };
}
