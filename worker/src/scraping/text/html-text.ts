import { load } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { cleanText, dropUnsafeCharacters } from './safe-text';

/** Elements whose text is never reading matter. */
const SILENT = new Set(['script', 'style', 'noscript', 'template', 'head', 'title', 'iframe', 'object', 'svg', 'math']);

/** Elements that end a paragraph of text (the rest flow inline). */
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'body',
  'html',
]);

/**
 * The paragraphs a reader sees in an HTML fragment, as plain text: parsed by a
 * real HTML parser (so every entity is decoded once and no tag survives, however
 * the markup is broken), split at block elements, double line breaks and blank
 * lines of text, with white space collapsed and unsafe characters dropped.
 */
export function htmlParagraphs(html: string): string[] {
  if (!html.trim()) return [];
  const paragraphs: string[] = [];
  let current = '';
  let breaks = 0;
  const flush = () => {
    const text = cleanText(current);
    if (text) paragraphs.push(text);
    current = '';
    breaks = 0;
  };
  // An explicit stack, not recursion: a page nested thousands deep must not overflow the call stack.
  const stack: (AnyNode | { closes: string })[] = load(dropUnsafeCharacters(html))
    .root()
    .children()
    .toArray()
    .reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if ('closes' in node) {
      if (BLOCK.has(node.closes)) flush();
      else if (node.closes === 'td' || node.closes === 'th') current += ' ';
      continue;
    }
    if (node.type === 'text') {
      node.data.split(/\n[^\S\n]*\n/).forEach((piece, index) => {
        if (index > 0) flush();
        current += piece;
      });
      if (/\S/.test(node.data)) breaks = 0;
    } else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      const name = node.name.toLowerCase();
      if (SILENT.has(name)) continue;
      if (name === 'br') {
        if (++breaks >= 2) flush();
        else current += ' ';
        continue;
      }
      if (name === 'img') {
        current += ' ';
        continue;
      }
      if (BLOCK.has(name)) flush();
      stack.push({ closes: name });
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    } else if (node.type === 'cdata' || node.type === 'root') {
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
  }
  flush();
  return paragraphs;
}

/** An HTML fragment as one line of plain text, for cards and titles. */
export function htmlToText(html: string): string {
  return htmlParagraphs(html).join(' ');
}
