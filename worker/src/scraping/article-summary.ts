/** Texts derived from an article's paragraphs: excerpt, short markdown summary, word count. */
export const EXCERPT_MAX_CHARS = 200;
const SUMMARY_MIN_WORDS = 40;
const SUMMARY_MAX_PARAGRAPHS = 3;

export function countWords(text: string): number {
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu);
  return words ? words.length : 0;
}

/** Cut at a word boundary, with '...' when something was cut. */
export function truncateWords(text: string, maxChars: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxChars) return clean;
  const cut = clean.slice(0, maxChars);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}...`;
}

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

function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>#]/g, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : `\\${c}`));
}

/** Feed summaries often carry HTML; a plain sentence is what the cards show. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}
