import { createHash } from 'node:crypto';

export type ContentCoding = 'identity' | 'gzip' | 'br';

/**
 * A strong validator for one representation: the hash of the exact bytes a
 * client would get back (body plus the total it travels with). Identical data
 * gives the same tag in every API process, so a 304 works behind a load balancer.
 */
export function strongEtag(body: Buffer, totalCount: string | undefined): string {
  const hash = createHash('sha1')
    .update(body)
    .update(`\n${totalCount ?? ''}`)
    .digest('base64url');
  return `"${hash}"`;
}

/**
 * A compressed body is another representation, so it gets its own strong tag
 * (`"abc-gzip"`); If-None-Match accepts any coding of the same content.
 */
export function etagForCoding(etag: string, coding: ContentCoding): string {
  return coding === 'identity' ? etag : `${etag.slice(0, -1)}-${coding}"`;
}

function opaqueCore(tag: string): string {
  let value = tag.trim();
  if (value.startsWith('W/')) value = value.slice(2); // If-None-Match uses the weak comparison
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  return value.replace(/-(gzip|br)$/, '');
}

/** True when `If-None-Match` names this representation (any coding) or is `*`. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const core = opaqueCore(etag);
  return header.split(',').some((candidate) => opaqueCore(candidate) === core);
}
