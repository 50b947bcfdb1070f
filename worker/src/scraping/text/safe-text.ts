import { decodeHTML } from 'entities';

/**
 * Characters no stored text may carry: NUL (Postgres refuses it), the other C0
 * controls but tab and line breaks, DEL and the C1 controls, lone halves of surrogate pairs, the
 * replacement character (what an entity or byte outside Unicode decodes to)
 * and the two non-characters U+FFFE and U+FFFF.
 */
const UNSAFE =
  /[\0-\x08\v\f\x0e-\x1f\x7f-\x9f\ufffd\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function dropUnsafeCharacters(text: string): string {
  return text.replace(UNSAFE, '');
}

/** Every named and numeric character reference decoded exactly once (`&amp;lt;` stays `&lt;`), unsafe results dropped. */
export function decodeEntities(text: string): string {
  return dropUnsafeCharacters(text.includes('&') ? decodeHTML(text) : text);
}

/** One line of safe text: runs of white space as one space, no unsafe characters. */
export function cleanText(value: string): string {
  return dropUnsafeCharacters(value).replace(/\s+/g, ' ').trim();
}
