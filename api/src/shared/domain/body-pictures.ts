/**
 * The http(s) pictures a story's body shows: markdown `![alt](url)` and raw
 * `<img src>`, read as the database's `markdown_picture_addresses` reads them
 * (the same two patterns), so the pages know the same pictures the worker keeps.
 */
const MARKDOWN_PICTURE = /!\[[^\]]*\]\(\s*<?(https?:\/\/[^\s)>]+)/gi;
const HTML_PICTURE = /<img\s[^>]*src\s*=\s*["']?(https?:\/\/[^"'\s>]+)/gi;

export function bodyPictureAddresses(body: string): string[] {
  const found = new Set<string>();
  for (const pattern of [MARKDOWN_PICTURE, HTML_PICTURE]) {
    for (const match of body.matchAll(pattern)) found.add(match[1]);
  }
  return [...found];
}
