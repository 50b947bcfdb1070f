import type { ContentCoding } from './etag';

/**
 * The compression a client asked for in Accept-Encoding: br, then gzip, then
 * none; `q=0` refuses a coding, `*` stands for any coding not named.
 */
export function preferredCoding(header: string | undefined): ContentCoding {
  if (!header) return 'identity';
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: string) => (quality.get(coding) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}
