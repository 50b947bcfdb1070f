import { markdownTextBlocks } from './markdown-plain-text';
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
 * The running text of a markdown document as a card shows it: paragraphs,
 * quotes and list items in reading order, link labels kept, images, code,
 * tables and every mark dropped. Headings are section titles, not the story's
 * opening, so they only stand in when the document has nothing else.
 */
function runningText(markdown: string): string {
  const blocks = markdownTextBlocks(openingOf(markdown), { images: 'drop' });
  const prose = blocks.filter((block) => block.kind === 'prose');
  const shown = prose.length > 0 ? prose : blocks.filter((block) => block.kind === 'heading');
  return joinAsSentences(shown.map((block) => block.text));
}

/**
 * A card shows at most a few lines, so only the opening of the markdown is
 * read (whole blocks where a blank line falls within it): cards are cut on
 * every read, and a parser's cost grows with what it is given.
 */
const EXCERPT_SOURCE_LENGTH = 3_000;

function openingOf(markdown: string): string {
  if (markdown.length <= EXCERPT_SOURCE_LENGTH) return markdown;
  const opening = markdown.slice(0, EXCERPT_SOURCE_LENGTH);
  const lastBlockEnd = opening.lastIndexOf('\n\n');
  return lastBlockEnd > 0 ? opening.slice(0, lastBlockEnd) : opening;
}

/** Blocks run on as sentences: one without closing punctuation gets a full stop, so two never blur into one. */
function joinAsSentences(blocks: string[]): string {
  return blocks
    .map((block, index) => (index < blocks.length - 1 && !/[.!?:;…"'”’)\]]$/.test(block) ? `${block}.` : block))
    .join(' ');
}

/**
 * The short markdown's running text (any stray '#' and '*' removed), cut on a
 * word boundary to at most `maxLength` characters plus '...'; the plain
 * excerpt field when there is no short markdown.
 */
export function excerptOf(source: ExcerptSource, maxLength: number): string {
  const plain = runningText(source.shortMd ?? '')
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
