import 'reflect-metadata';
import { PATH_METADATA } from '@nestjs/common/constants';
import type { PublicNewsletterView } from '../shared/contracts/admin';
import type { CollectionPath, CollectionViews } from '../shared/contracts/collections';
import type { ArticleCard, ArtistCard } from '../shared/contracts/content';
import { ArticlesController } from './articles/articles.controller';
import { ArtistsController } from './artists/artists.controller';
import { EventsController } from './events/events.controller';
import { NewslettersController } from './newsletters/newsletters.controller';
import { ReleasesController } from './releases/releases.controller';

/**
 * What readers get from a collection's public list: its view, but a newsletter's audience stays with the admin,
 * and articles and artists list their cards (the admin asks for `?view=full`).
 */
type PublicView<P extends CollectionPath> = P extends '/api/newsletters'
  ? PublicNewsletterView
  : P extends '/api/articles'
    ? ArticleCard
    : P extends '/api/artists'
      ? ArtistCard
      : CollectionViews[P];

/** What a controller must answer to serve a collection's path: its view, listed, created and updated. */
interface ServesCollection<P extends CollectionPath> {
  prototype: {
    list(...args: never[]): Promise<PublicView<P>[]>;
    create(...args: never[]): Promise<CollectionViews[P]>;
    update(...args: never[]): Promise<CollectionViews[P]>;
  };
}

type CollectionControllers = { [P in CollectionPath]: ServesCollection<P> };

/**
 * The web types each admin collection by its path; a controller's route is a
 * decorator string the compiler cannot tie to that path. This table can: a
 * controller answering another view does not compile, and the test checks the
 * route is the path.
 */
const CONTROLLERS: CollectionControllers = {
  '/api/articles': ArticlesController,
  '/api/artists': ArtistsController,
  '/api/releases': ReleasesController,
  '/api/events': EventsController,
  '/api/newsletters': NewslettersController,
};

describe('collection contracts', () => {
  it.each(Object.entries(CONTROLLERS))('%s is served by the controller that answers its view', (path, controller) => {
    expect(`/api/${Reflect.getMetadata(PATH_METADATA, controller)}`).toBe(path);
  });
});
