/**
 * The running text of a markdown document as a card shows it: paragraphs,
 * quotes and list items in reading order, with link labels kept and images,
 * code blocks, raw HTML tags and every markup sign dropped. Headings are
 * section titles, not the story's opening, so they only stand in when the
 * document has nothing else.
 *
 * Written line by line with regular expressions made only of negated
 * character classes and fixed runs, so no input can make them backtrack:
 * the web's first-load bundle calls this and cannot carry a markdown parser.
 */
export function markdownRunningText(markdown: string): string {
  const prose: string[] = [];
  const headings: string[] = [];
  let fence: string | null = null;
  /** The block the next plain line continues, if any (a paragraph wrapped over several lines). */
  let open: { into: string[]; kind: 'paragraph' | 'other' } | null = null;

  for (const rawLine of markdown.split(/\r?\n/)) {
    const line = rawLine.trim();
    const fenceMark = /^(`{3,}|~{3,})/.exec(line);
    if (fence !== null) {
      if (fenceMark && fenceMark[1][0] === fence[0] && fenceMark[1].length >= fence.length) fence = null;
      continue;
    }
    if (fenceMark) {
      fence = fenceMark[1];
      open = null;
      continue;
    }
    // A setext underline turns the paragraph above it into a heading.
    if (open?.kind === 'paragraph' && open.into === prose && /^(?:=+|-+)$/.test(line)) {
      headings.push(prose.pop() ?? '');
      open = null;
      continue;
    }
    // Rules and link reference definitions carry no words.
    if (!line || /^([-*_])(?:\s*\1){2,}$/.test(line) || /^\[[^\]]*\]:\s/.test(line)) {
      open = null;
      continue;
    }
    const heading = /^#{1,6}(?:\s+|$)/.exec(line);
    const marker = heading ? null : /^((>\s?)+|([-*+]|\d{1,9}[.)])\s+)/.exec(line);
    const text = inlineText(
      heading ? line.slice(heading[0].length).replace(/\s#+$/, '') : line.slice(marker?.[0].length ?? 0),
    );
    if (!text) continue;
    if (!heading && !marker && open?.kind === 'paragraph') {
      open.into[open.into.length - 1] += ` ${text}`;
      continue;
    }
    const into: string[] = heading ? headings : prose;
    into.push(text);
    open = heading ? null : { into, kind: marker ? 'other' : 'paragraph' };
  }
  return joinBlocks(prose.length > 0 ? prose : headings);
}

/** Blocks run on as sentences: one without closing punctuation gets a full stop, so two never blur into one. */
function joinBlocks(blocks: string[]): string {
  return blocks
    .map((block, index) => (index < blocks.length - 1 && !/[.!?:;…"'”’)\]]$/.test(block) ? `${block}.` : block))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One line's inline markdown as plain words. */
function inlineText(line: string): string {
  return withoutLinkMarkup(line)
    .replace(/[*`~]+/g, '')
    .replace(/_+/g, keepSnakeCaseUnderscores)
    .replace(/\\([\\`*_{}[\]()#+\-.!>])/g, '$1')
    .trim();
}

/** Emphasis underscores go; a run between two word characters (snake_case) stays. */
function keepSnakeCaseUnderscores(run: string, at: number, line: string): string {
  const isWordCharacter = (char: string | undefined) => char !== undefined && /\w/.test(char);
  return isWordCharacter(line[at - 1]) && isWordCharacter(line[at + run.length]) ? run : '';
}

/**
 * Images and raw HTML tags dropped, links reduced to their label, in one pass:
 * each closing mark is looked up once per position it can close, so a line
 * full of unclosed brackets costs linear time, not quadratic.
 */
function withoutLinkMarkup(line: string): string {
  const nextOf = closerFinder(line);
  let out = '';
  let index = 0;
  while (index < line.length) {
    const char = line[index];
    const isImage = char === '!' && line[index + 1] === '[';
    if (char === '[' || isImage) {
      const open = isImage ? index + 1 : index;
      const close = nextOf(']', open + 1);
      const target = close >= 0 ? targetEnd(line, close + 1, nextOf) : -1;
      if (target >= 0) {
        out += isImage ? ' ' : line.slice(open + 1, close);
        index = target + 1;
        continue;
      }
    } else if (char === '<' && /[a-z/]/i.test(line[index + 1] ?? '')) {
      const close = nextOf('>', index + 1);
      if (close >= 0) {
        out += ' ';
        index = close + 1;
        continue;
      }
    }
    out += char;
    index += 1;
  }
  return out;
}

/** Where a link's '(address)' or '[reference]' right after `from` ends, or -1. */
function targetEnd(line: string, from: number, nextOf: (mark: string, from: number) => number): number {
  if (line[from] === '(') return nextOf(')', from + 1);
  if (line[from] === '[') return nextOf(']', from + 1);
  return -1;
}

/** indexOf with memory: an answer found from one start holds for every start between it and the mark. */
function closerFinder(line: string): (mark: string, from: number) => number {
  const found = new Map<string, { from: number; at: number }>();
  return (mark, from) => {
    const known = found.get(mark);
    if (known && known.from <= from && (known.at === -1 || known.at >= from)) return known.at;
    const at = line.indexOf(mark, from);
    found.set(mark, { from, at });
    return at;
  };
}
