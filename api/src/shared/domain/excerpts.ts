/** Spec section 9: excerpts shown on the home page and on /articles. */
export const HOME_EXCERPT_LENGTH = 120;
export const LIST_EXCERPT_LENGTH = 150;
const ELLIPSIS = '...';

export interface ExcerptSource {
  shortMd?: string | null;
  excerpt?: string | null;
}

/**
 * The short markdown with its '#' and '*' marks removed, cut to `maxLength`
 * characters plus '...'; the plain excerpt field when there is no short markdown.
 */
export function excerptOf(source: ExcerptSource, maxLength: number): string {
  const plain = (source.shortMd ?? '').replace(/[#*]/g, '').replace(/\s+/g, ' ').trim();
  if (!plain) return (source.excerpt ?? '').trim();
  if (plain.length <= maxLength) return plain;
  return plain.slice(0, maxLength).trimEnd() + ELLIPSIS;
}

export const homeExcerpt = (source: ExcerptSource): string => excerptOf(source, HOME_EXCERPT_LENGTH);
export const listExcerpt = (source: ExcerptSource): string => excerptOf(source, LIST_EXCERPT_LENGTH);
