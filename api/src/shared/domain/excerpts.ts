import { markdownRunningText } from './excerpt-text';
import { trimCharacters } from './trim-characters';

/** The card excerpts of the home page and of /articles. */
export const HOME_EXCERPT_LENGTH = 120;
export const LIST_EXCERPT_LENGTH = 150;
/** The excerpt stored with a scraped article, cut from its feed summary. */
export const STORED_EXCERPT_LENGTH = 200;
const ELLIPSIS = '...';

/**
 * Whitespace folded to single spaces, then cut to at most `maxLength`
 * characters plus '...'. The cut falls on the last space when that keeps most
 * of the text (a word is never split in two for a few characters); a single
 * very long word is cut where the limit falls.
 */
export function truncateAtWord(text: string, maxLength: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  const cut = clean.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  const kept = lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut;
  return trimCharacters(kept, (c) => /[\s,;:.-]/.test(c), 'end') + ELLIPSIS;
}

export interface ExcerptSource {
  shortMd?: string | null;
  excerpt?: string | null;
}

/**
 * The short markdown's running text (headings, images and markup dropped, link
 * labels kept, any stray '#' and '*' removed), cut on a word boundary to at
 * most `maxLength` characters plus '...'; the plain excerpt field when there
 * is no short markdown.
 */
export function excerptOf(source: ExcerptSource, maxLength: number): string {
  const plain = markdownRunningText(source.shortMd ?? '')
    .replace(/[#*]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return (source.excerpt ?? '').trim();
  return truncateAtWord(plain, maxLength);
}

export const homeExcerpt = (source: ExcerptSource): string => excerptOf(source, HOME_EXCERPT_LENGTH);
export const listExcerpt = (source: ExcerptSource): string => excerptOf(source, LIST_EXCERPT_LENGTH);

/** The texts a card shows, cut once where the answer is made so no reader parses the short markdown again. */
export function cardExcerpts(source: ExcerptSource): { listExcerpt: string; homeExcerpt: string } {
  return { listExcerpt: listExcerpt(source), homeExcerpt: homeExcerpt(source) };
}
