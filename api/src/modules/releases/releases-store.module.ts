import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArtistsStoreModule } from '../artists/artists-store.module';
import { AdminReleaseListStore } from './admin-release-list.store';
import { Release } from './release.entity';
import { ReleaseGroupingStore } from './release-grouping.store';
import { ReleaseListing } from './release-listing.entity';
import { ReleaseListingsStore } from './release-listings.store';
import { ReleaseSearchStore } from './release-search.store';
import { ReleasesStore } from './releases.store';
import { ScrapedReleasesStore } from './scraped-releases.store';

/** Every store over `releases` and `release_listings`, one per purpose, without HTTP: what the worker and other modules import. */
const RELEASE_STORES = [
  ReleasesStore,
  AdminReleaseListStore,
  ScrapedReleasesStore,
  ReleaseSearchStore,
  ReleaseListingsStore,
  ReleaseGroupingStore,
];

@Module({
  imports: [TypeOrmModule.forFeature([Release, ReleaseListing]), ArtistsStoreModule],
  providers: RELEASE_STORES,
  exports: RELEASE_STORES,
})
export class ReleasesStoreModule {}
