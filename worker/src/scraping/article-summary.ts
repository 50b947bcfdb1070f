import { countWords } from '@api/shared/domain/word-count';
import { escapeMarkdown } from './html-to-markdown';
import { htmlToText } from './text/html-text';

/** Texts a scraper derives from an article's feed and page: the short markdown summary, plain text of feed HTML. */
const SUMMARY_MIN_WORDS = 40;
const SUMMARY_MAX_PARAGRAPHS = 3;

/** The first paragraphs, enough to say what happened (about 40 words or more). */
export function summaryMarkdown(paragraphs: readonly string[]): string {
  const picked: string[] = [];
  let words = 0;
  for (const paragraph of paragraphs) {
    if (picked.length >= SUMMARY_MAX_PARAGRAPHS || words >= SUMMARY_MIN_WORDS) break;
    picked.push(escapeMarkdown(paragraph));
    words += countWords(paragraph);
  }
  return picked.join('\n\n');
}

/** Feed summaries often carry HTML; a plain sentence is what the cards show. */
export function plainText(html: string): string {
  return htmlToText(html);
}
