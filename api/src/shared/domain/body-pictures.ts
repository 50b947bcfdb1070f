/**
 * The http(s) pictures a story's body shows: markdown `![alt](url)` and raw
 * `<img src>`, found as the database's `markdown_picture_addresses` finds them
 * (its two patterns), so the pages know the same pictures the worker keeps.
 *
 * Scanned by hand in one pass rather than with those patterns: JavaScript's
 * backtracking engine takes time quadratic in the body on text such as
 * `![![![…` or `<img <img …` (30 s for 200 kB), and a body is written by
 * authors and scraped from outlets.
 */
const PICTURE_ADDRESS = /\s*<?(https?:\/\/[^\s)>]+)/iy;
const IMG_TAG_START = /<img\s/gi;
const SRC_NAME = /src/gi;
const SRC_ADDRESS = /src\s*=\s*["']?(https?:\/\/[^"'\s>]+)/iy;

/** The address that starts at `from` (after optional spaces and a `<`), or null. */
function addressAt(text: string, from: number, pattern: RegExp): RegExpExecArray | null {
  pattern.lastIndex = from;
  return pattern.exec(text);
}

/**
 * `![alt](address)`: from an opening `![`, the first `]` after it must be followed by `(` and an address. Every
 * opening before that same `]` shares its fate, so the scan moves past it at once.
 */
function markdownPictures(body: string, found: Set<string>): void {
  let at = body.indexOf('![');
  while (at !== -1) {
    const close = body.indexOf(']', at + 2);
    if (close === -1) return;
    const address = body[close + 1] === '(' ? addressAt(body, close + 2, PICTURE_ADDRESS) : null;
    if (address) found.add(address[1]);
    at = body.indexOf('![', address ? PICTURE_ADDRESS.lastIndex : close + 1);
  }
}

/**
 * `<img … src=address …>`: within a tag (up to its `>`, or the end of the body), the last `src=` followed by an
 * address, as the pattern's greedy `[^>]*` picks it. Every tag opening before that `>` shares it.
 */
function htmlPictures(body: string, found: Set<string>): void {
  IMG_TAG_START.lastIndex = 0;
  let tag: RegExpExecArray | null;
  while ((tag = IMG_TAG_START.exec(body)) !== null) {
    const close = body.indexOf('>', tag.index);
    const end = close === -1 ? body.length : close;
    const inside = body.slice(IMG_TAG_START.lastIndex, end);
    let last: string | null = null;
    SRC_NAME.lastIndex = 0;
    for (let name = SRC_NAME.exec(inside); name !== null; name = SRC_NAME.exec(inside)) {
      const address = addressAt(inside, name.index, SRC_ADDRESS);
      if (address) last = address[1];
    }
    if (last) found.add(last);
    IMG_TAG_START.lastIndex = end;
  }
}

export function bodyPictureAddresses(body: string): string[] {
  const found = new Set<string>();
  markdownPictures(body, found);
  htmlPictures(body, found);
  return [...found];
}
