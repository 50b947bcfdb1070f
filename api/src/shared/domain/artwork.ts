/**
 * Generated artwork: every article, artist and release has a picture of its
 * own, drawn by the API from its id and the fields below, for the items that
 * carry no image. The address holds a version derived from those fields (and
 * from the drawing code's own version), so a browser may keep it forever: a
 * renamed story gets a new address, a changed drawing style too.
 */
export const ARTWORK_STYLE_VERSION = 1;

export type ArtworkKind = 'articles' | 'artists' | 'releases';

/** What each kind of artwork is drawn from. */
export interface ArticleArtworkSource {
  id: number;
  title: string;
  category: string;
}
export interface ArtistArtworkSource {
  id: number;
  name: string;
  genre: string;
}
export interface ReleaseArtworkSource {
  id: number;
  title: string;
  artist: string;
  type: string;
}

export const ARTWORK_FILE: Record<ArtworkKind, string> = {
  articles: 'cover.svg',
  artists: 'portrait.svg',
  releases: 'cover.svg',
};

/** FNV-1a over UTF-16 code units: small, fast and the same in node and every browser. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function articleArtworkSeed(source: ArticleArtworkSource): string {
  return `${ARTWORK_STYLE_VERSION}|article|${source.id}|${source.title}|${source.category}`;
}
export function artistArtworkSeed(source: ArtistArtworkSource): string {
  return `${ARTWORK_STYLE_VERSION}|artist|${source.id}|${source.name}|${source.genre}`;
}
export function releaseArtworkSeed(source: ReleaseArtworkSource): string {
  return `${ARTWORK_STYLE_VERSION}|release|${source.id}|${source.title}|${source.artist}|${source.type}`;
}

/** The short version tag of a seed, as it appears in the address (`?v=`). */
export function artworkVersion(seed: string): string {
  return fnv1a(seed).toString(36);
}

function artworkPath(kind: ArtworkKind, id: number, seed: string): string {
  return `/api/art/${kind}/${id}/${ARTWORK_FILE[kind]}?v=${artworkVersion(seed)}`;
}

export const articleArtworkUrl = (source: ArticleArtworkSource): string =>
  artworkPath('articles', source.id, articleArtworkSeed(source));
export const artistArtworkUrl = (source: ArtistArtworkSource): string =>
  artworkPath('artists', source.id, artistArtworkSeed(source));
export const releaseArtworkUrl = (source: ReleaseArtworkSource): string =>
  artworkPath('releases', source.id, releaseArtworkSeed(source));
