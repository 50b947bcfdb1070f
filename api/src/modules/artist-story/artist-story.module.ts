import { Module } from '@nestjs/common';
import { ArticlesStoreModule } from '../articles/articles-store.module';
import { ArtistMentionsStoreModule } from '../artist-mentions/artist-mentions-store.module';
import { ArtistsStoreModule } from '../artists/artists-store.module';
import { EventsStoreModule } from '../events/events-store.module';
import { ReleasesStoreModule } from '../releases/releases-store.module';
import { ArticleRelatedController } from './article-related.controller';
import { ArtistStoryController } from './artist-story.controller';
import { ArtistStoryService } from './artist-story.service';

/** The public reads that gather an artist's story and a story's artists and neighbours. */
@Module({
  imports: [ArticlesStoreModule, ArtistsStoreModule, ArtistMentionsStoreModule, ReleasesStoreModule, EventsStoreModule],
  controllers: [ArtistStoryController, ArticleRelatedController],
  providers: [ArtistStoryService],
  exports: [ArtistStoryService],
})
export class ArtistStoryModule {}
