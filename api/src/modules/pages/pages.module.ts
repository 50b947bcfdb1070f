import { Module } from '@nestjs/common';
import { ArticlesModule } from '../articles/articles.module';
import { ArtistStoryModule } from '../artist-story/artist-story.module';
import { ArtistsModule } from '../artists/artists.module';
import { EventsModule } from '../events/events.module';
import { StreamingChartsModule } from '../streaming-charts/streaming-charts.module';
import { NewslettersModule } from '../newsletters/newsletters.module';
import { ReleasesModule } from '../releases/releases.module';
import { SearchModule } from '../search/search.module';
import { ArticleContext } from './article-context';
import { ArticleContextController } from './article-context.controller';
import { SiteFeeds } from './feeds/site-feeds';
import { PublicReads } from './public-reads';

/**
 * The public site outside /api: server-rendered pages, feeds and sitemaps.
 * configureApp mounts them (servePages, serveSiteFeeds) after the API.
 */
@Module({
  imports: [
    ArticlesModule,
    ArtistsModule,
    ReleasesModule,
    NewslettersModule,
    EventsModule,
    StreamingChartsModule,
    SearchModule,
    ArtistStoryModule,
  ],
  controllers: [ArticleContextController],
  providers: [PublicReads, SiteFeeds, ArticleContext],
  exports: [PublicReads, SiteFeeds],
})
export class PagesModule {}
