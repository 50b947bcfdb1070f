import type { ArticleView, ArtistView, ReleaseView } from '@api/shared/contracts/content';
import { articleArtworkUrl, artistArtworkUrl, releaseArtworkUrl } from '@api/shared/domain/artwork';

/** The generated artwork of each kind of item: shown when it has no image, or its image fails. */
export const articleArt = (article: Pick<ArticleView, 'id' | 'title' | 'category'>): string =>
  articleArtworkUrl(article);
export const artistArt = (artist: Pick<ArtistView, 'id' | 'name' | 'genre'>): string => artistArtworkUrl(artist);
export const releaseArt = (release: Pick<ReleaseView, 'id' | 'title' | 'artist' | 'type'>): string =>
  releaseArtworkUrl(release);

/** The picture a page shares (og:image): the item's own image when it is absolute, else its artwork. */
export function shareImage(imageUrl: string | null | undefined, artwork: string): string {
  const own = imageUrl && /^https?:\/\//i.test(imageUrl) ? imageUrl : null;
  // On the server the page's head is written from the same data by the API, which knows the public address.
  if (own || typeof window === 'undefined') return own ?? imageUrl ?? artwork;
  return new URL(imageUrl || artwork, window.location.origin).href;
}
