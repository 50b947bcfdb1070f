import { Module } from '@nestjs/common';
import { ArticlesModule } from '../articles/articles.module';
import { ArtistsModule } from '../artists/artists.module';
import { NewslettersModule } from '../newsletters/newsletters.module';
import { ReleasesModule } from '../releases/releases.module';
import { SiteFeeds } from './feeds/site-feeds';
import { PublicReads } from './public-reads';

/**
 * The public site outside /api: server-rendered pages, feeds and sitemaps.
 * configureApp mounts them (servePages, serveSiteFeeds) after the API.
 */
@Module({
  imports: [ArticlesModule, ArtistsModule, ReleasesModule, NewslettersModule],
  providers: [PublicReads, SiteFeeds],
  exports: [PublicReads, SiteFeeds],
})
export class PagesModule {}
