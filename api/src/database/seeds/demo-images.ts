/**
 * The demo artwork lives in web/public/demo (original SVGs made for this repo), served
 * by the site at /demo/*. Local paths because a fresh install may have no internet.
 */
export const ARTICLE_ART = [
  '/demo/article-1.svg',
  '/demo/article-2.svg',
  '/demo/article-3.svg',
  '/demo/article-4.svg',
  '/demo/article-5.svg',
  '/demo/article-6.svg',
] as const;

export const ARTIST_ART = ['/demo/artist-1.svg', '/demo/artist-2.svg', '/demo/artist-3.svg'] as const;

export const COVER_ART = ['/demo/cover-1.svg', '/demo/cover-2.svg', '/demo/cover-3.svg'] as const;

/** Cycles through a set so neighbouring rows rarely share a picture. */
export function pick<T>(set: readonly T[], index: number): T {
  return set[index % set.length];
}
