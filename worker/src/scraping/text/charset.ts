import { decode, encodingExists } from 'iconv-lite';

/** Labels the web reads as windows-1252 (the WHATWG Encoding standard): pages that say Latin-1 mean it. */
const WINDOWS_1252_ALIASES = new Set([
  'iso-8859-1',
  'iso8859-1',
  'iso_8859-1',
  'latin1',
  'l1',
  'cp819',
  'ibm819',
  'us-ascii',
  'ascii',
  'iso-ir-100',
  'csisolatin1',
]);

/**
 * The character set of a fetched body, as its sender declared it: a byte
 * order mark first, then the charset parameter of the Content-Type header,
 * then the document's own word (the XML declaration's encoding, or an HTML
 * <meta charset> / http-equiv Content-Type within the first kilobytes), else UTF-8.
 */
export function declaredCharset(bytes: Uint8Array, contentType: string): string {
  const bom = byteOrderMark(bytes);
  if (bom) return bom;
  const header = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
  if (header && isSupported(header)) return canonical(header);
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 4096)).toString('latin1');
  const inDocument =
    /^\s*<\?xml[^>]{1,200}?\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1] ??
    /<meta[^>]{1,200}?\bcharset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  if (inDocument && isSupported(inDocument)) return canonical(inDocument);
  return 'utf-8';
}

/**
 * The body as text in its declared charset (iconv-lite: Node's own decoder
 * reads windows-1252 as Latin-1, losing curly quotes and dashes); bytes that
 * do not decode become U+FFFD, dropped later with the other unsafe characters.
 */
export function decodeBody(bytes: Uint8Array, contentType: string): string {
  const charset = declaredCharset(bytes, contentType);
  // UTF-16 declared inside an ASCII-readable document is a lie the HTML standard tells us to ignore.
  const effective = /^utf-16/.test(charset) && !byteOrderMark(bytes) ? 'utf-8' : charset;
  return decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), effective, { stripBOM: true });
}

function canonical(label: string): string {
  const lower = label.toLowerCase();
  return WINDOWS_1252_ALIASES.has(lower) ? 'windows-1252' : lower;
}

function byteOrderMark(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

function isSupported(label: string): boolean {
  return encodingExists(label.toLowerCase());
}
