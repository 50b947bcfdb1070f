import TurndownService from 'turndown';
import { dropUnsafeCharacters } from './text/safe-text';
import { shallowHtml } from './text/shallow-html';

/**
 * Turns an article body into Markdown with turndown: headings, paragraphs,
 * nested lists, quotes, emphasis, code, tables (GFM), links and images.
 * Anything else contributes only its text, so no script, style or inline
 * handler can survive into longMd (the site renders it). Only http(s) links
 * and images are kept, resolved against the page URL; text that would read as
 * Markdown or HTML syntax is escaped.
 */
export function htmlToMarkdown(html: string, baseUrl: string): string {
  if (!html.trim()) return '';
  const markdown = converter(baseUrl).turndown(shallowHtml(dropUnsafeCharacters(html), BODY_DEPTH));
  // The parser decodes references itself ('&#0;' becomes U+FFFD): what it made is checked again.
  return dropUnsafeCharacters(markdown)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * An article body nests a few levels (a list in a quote in a div); turndown
 * re-indents nested content once per level, so past this depth the text is
 * kept and the structure flattened.
 */
const BODY_DEPTH = 24;

const DROPPED: TurndownService.Filter = [
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'button',
  'input',
  'select',
  'textarea',
  'svg',
  'canvas',
  'video',
  'audio',
  'head',
  'title',
];

function converter(base: string): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    hr: '---',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    emDelimiter: '*',
    strongDelimiter: '**',
  });
  service.escape = escapeMarkdown;
  service.remove(DROPPED);
  service.addRule('safeLink', {
    filter: 'a',
    replacement: (content, node) => {
      const text = content.replace(/\s+/g, ' ').trim();
      const href = safeUrl(elementOf(node).getAttribute('href'), base);
      return href && text ? `[${text}](${href})` : text;
    },
  });
  service.addRule('safeImage', {
    filter: 'img',
    replacement: (_content, node) => {
      const image = elementOf(node);
      const src = safeUrl(image.getAttribute('src') || image.getAttribute('data-src'), base);
      if (!src) return '';
      const alt = (image.getAttribute('alt') ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/[\\[\]]/g, '\\$&');
      return `![${alt}](${src})`;
    },
  });
  service.addRule('tableCell', {
    filter: ['th', 'td'],
    replacement: (content) => ` ${content.replace(/\s+/g, ' ').trim()} |`,
  });
  service.addRule('tableRow', {
    filter: 'tr',
    replacement: (content, node) => {
      if (!content.trim()) return '';
      const row = `|${content}\n`;
      if (!isFirstRow(elementOf(node))) return row;
      const columns = Array.from(elementOf(node).children).filter((cell) => /^T[HD]$/i.test(cell.nodeName)).length;
      return `${row}|${' --- |'.repeat(Math.max(1, columns))}\n`;
    },
  });
  service.addRule('tableSection', {
    filter: ['thead', 'tbody', 'tfoot'],
    replacement: (content) => content,
  });
  service.addRule('table', {
    filter: 'table',
    replacement: (content) => (content.trim() ? `\n\n${content.trim()}\n\n` : ''),
  });
  service.addRule('tableCaption', {
    filter: 'caption',
    replacement: (content) => (content.trim() ? `\n\n${content.trim()}\n\n` : ''),
  });
  return service;
}

/** The little of the DOM (turndown's, from domino) that the rules read. */
interface DomElement {
  nodeName: string;
  parentElement: DomElement | null;
  children: ArrayLike<DomElement>;
  getAttribute(name: string): string | null;
  querySelector(selector: string): DomElement | null;
}

function elementOf(node: TurndownService.Node): DomElement {
  return node as unknown as DomElement;
}

/** The first row of its table, wherever it sits (thead, tbody or directly under the table). */
function isFirstRow(row: DomElement): boolean {
  let table: DomElement | null = row.parentElement;
  while (table && table.nodeName.toUpperCase() !== 'TABLE') table = table.parentElement;
  return Boolean(table && table.querySelector('tr') === row);
}

/**
 * Escapes text so it reads as itself: Markdown punctuation anywhere, block
 * markers at the start of a text ('# x', '2024. ', '- ', '> ', '+ ', '='),
 * and what a renderer would take for HTML or a character reference.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]<|~]/g, '\\$&')
    .replace(/&(?=#?\w+;)/g, '\\&')
    .replace(/^(\s*)(#{1,6})(?=\s|$)/, '$1\\$2')
    .replace(/^(\s*\d+)([.)])(?=\s|$)/, '$1\\$2')
    .replace(/^(\s*)([-+>=])/, '$1\\$2');
}

function safeUrl(value: string | null, base: string): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url
      .toString()
      .replace(/[()\s<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  } catch {
    return null;
  }
}
