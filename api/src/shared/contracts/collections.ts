import type { EventView, NewsletterView } from './admin';
import type { ArticleView, ArtistView, ReleaseView } from './content';

/**
 * The collections the admin manages, by base path: GET <path> lists the view,
 * and POST <path> and PATCH <path>/:id answer one. The admin screens type their
 * fetchers by path, so a screen cannot read one collection as another.
 */
export interface CollectionViews {
  '/api/articles': ArticleView;
  '/api/artists': ArtistView;
  '/api/releases': ReleaseView;
  '/api/events': EventView;
  '/api/newsletters': NewsletterView;
}

export type CollectionPath = keyof CollectionViews;
