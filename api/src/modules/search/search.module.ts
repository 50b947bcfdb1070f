import { Module } from '@nestjs/common';
import { ArticlesStoreModule } from '../articles/articles-store.module';
import { ArtistsStoreModule } from '../artists/artists-store.module';
import { EventsStoreModule } from '../events/events-store.module';
import { ReleasesStoreModule } from '../releases/releases-store.module';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';
import { SearchSpellingStore } from './search-spelling.store';

/** Site search across the content tables; each table is searched by its own store. */
@Module({
  imports: [ArticlesStoreModule, ArtistsStoreModule, ReleasesStoreModule, EventsStoreModule],
  controllers: [SearchController],
  providers: [SearchService, SearchSpellingStore],
  exports: [SearchService],
})
export class SearchModule {}
