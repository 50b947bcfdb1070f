/** The body's text and what is selected in it, before or after an edit. */
export interface TextSelection {
  text: string;
  start: number;
  end: number;
}

/**
 * Wraps the selection in `before` and `after` (bold, italic, a link); with
 * nothing selected, the placeholder is put in and selected so typing replaces it.
 */
export function wrapSelection(
  { text, start, end }: TextSelection,
  before: string,
  after: string,
  placeholder: string,
): TextSelection {
  const inner = text.slice(start, end) || placeholder;
  const next = text.slice(0, start) + before + inner + after + text.slice(end);
  return { text: next, start: start + before.length, end: start + before.length + inner.length };
}

/**
 * Puts `prefix` at the start of every line the selection touches (a heading, a
 * quote, a list). On an empty line the placeholder goes in after the prefix,
 * selected, so typing replaces it and keeps the prefix.
 */
export function prefixLines({ text, start, end }: TextSelection, prefix: string, placeholder: string): TextSelection {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', end);
  const lineEnd = nextBreak < 0 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd);
  if (lines === '') {
    const at = lineStart + prefix.length;
    return {
      text: text.slice(0, lineStart) + prefix + placeholder + text.slice(lineEnd),
      start: at,
      end: at + placeholder.length,
    };
  }
  const prefixed = lines
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
  const next = text.slice(0, lineStart) + prefixed + text.slice(lineEnd);
  if (start === end) return { text: next, start: start + prefix.length, end: end + prefix.length };
  return { text: next, start: lineStart, end: lineStart + prefixed.length };
}

/** Inserts a block (a table, a picture) on lines of its own at the cursor, replacing any selection. */
export function insertBlock({ text, start, end }: TextSelection, block: string): TextSelection {
  const head = text.slice(0, start);
  const tail = text.slice(end);
  const lead = head === '' || head.endsWith('\n\n') ? '' : head.endsWith('\n') ? '\n' : '\n\n';
  const trail = tail === '' || tail.startsWith('\n\n') ? '' : tail.startsWith('\n') ? '\n' : '\n\n';
  const at = head.length + lead.length;
  return { text: head + lead + block + trail + tail, start: at, end: at + block.length };
}

/** A GFM table to fill in. */
export const TABLE_TEMPLATE = '| Column | Column |\n| --- | --- |\n| Cell | Cell |';

/** Markdown's picture, with brackets in the alt text and spaces in the address kept from breaking it. */
export function imageMarkdown(alt: string, url: string): string {
  return `![${alt.replace(/[[\]]/g, '')}](${url.replace(/ /g, '%20')})`;
}
