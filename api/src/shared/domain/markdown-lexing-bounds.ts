/**
 * marked's lexer, like most markdown parsers, pays for what a hostile text can
 * pile up: each unmatched emphasis, strikethrough or bracket sign is matched
 * against the rest of its paragraph (quadratic: 60,000 characters of '*a '
 * take minutes), and each nested quote or list is a recursive call (20,000
 * '>' overflow the stack), and a few signs ('!') cost more the longer their
 * paragraph runs. Prose never needs either in bulk, so before lexing
 * a paragraph with more such signs than any written one loses them (this text
 * is for counting and excerpts, where they are never words), and a line nests at most a few containers deep. Everything here
 * is one pass with patterns that cannot backtrack.
 */

/** More signs than this in one paragraph, and they are all taken literally (a long story has a few dozen at most). */
const MAX_MARKS_PER_PARAGRAPH = 64;
/** A written paragraph is well under this many characters (about 700 words); a longer run is cut at a space. */
const MAX_PARAGRAPH_LENGTH = 4_000;
/** Deeper quote or list markers than this at the start of a line are dropped (the text stays). */
const MAX_CONTAINER_DEPTH = 8;

const MARK = /[*_~[\]]/g;
const CONTAINER_MARKER = /[ \t]*(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t]))/y;

export function boundedForLexing(markdown: string): string {
  return markdown
    .split(/(\n[ \t]*\n)/)
    .flatMap((paragraph) => inPieces(withMarksBounded(paragraph)).map(withContainersCapped))
    .join('');
}

/** A paragraph over the length limit, as pieces within it, each cut at its last space (or at the limit) and set apart. */
function inPieces(paragraph: string): string[] {
  const pieces: string[] = [];
  let rest = paragraph;
  while (rest.length > MAX_PARAGRAPH_LENGTH) {
    const space = rest.lastIndexOf(' ', MAX_PARAGRAPH_LENGTH);
    const cut = space > 0 ? space : MAX_PARAGRAPH_LENGTH;
    pieces.push(rest.slice(0, cut), '\n\n');
    rest = rest.slice(cut);
  }
  pieces.push(rest);
  return pieces;
}

function withMarksBounded(paragraph: string): string {
  let marks = 0;
  MARK.lastIndex = 0;
  while (MARK.exec(paragraph) !== null && marks <= MAX_MARKS_PER_PARAGRAPH) marks += 1;
  if (marks <= MAX_MARKS_PER_PARAGRAPH) return paragraph;
  // No reader sees these signs as words, and without them there is no emphasis, strikethrough or link to look for.
  return paragraph.replace(MARK, '');
}

function withContainersCapped(paragraph: string): string {
  return paragraph
    .split('\n')
    .map((line) => {
      CONTAINER_MARKER.lastIndex = 0;
      let depth = 0;
      let keptUpTo = 0;
      let prefixEnd = 0;
      while (CONTAINER_MARKER.exec(line) !== null) {
        depth += 1;
        prefixEnd = CONTAINER_MARKER.lastIndex;
        if (depth <= MAX_CONTAINER_DEPTH) keptUpTo = prefixEnd;
      }
      return depth > MAX_CONTAINER_DEPTH ? line.slice(0, keptUpTo) + line.slice(prefixEnd) : line;
    })
    .join('\n');
}
