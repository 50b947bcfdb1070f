import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminArtistListStore } from './admin-artist-list.store';
import { ArtistFediverseStore } from './artist-fediverse.store';
import { ArtistMentionTargetsStore } from './artist-mention-targets.store';
import { ArtistPublishingStore } from './artist-publishing.store';
import { ArtistSearchStore } from './artist-search.store';
import { ArtistSpotlight } from './artist-spotlight.entity';
import { ArtistSpotlightsStore } from './artist-spotlights.store';
import { Artist } from './artist.entity';
import { ArtistsStore } from './artists.store';
import { ChartArtistsStore } from './chart-artists.store';
import { ReleaseArtistsStore } from './release-artists.store';

/** Every store over `artists` and `artist_spotlights`, one per purpose, without HTTP: what the worker and other modules import. */
const ARTIST_STORES = [
  ArtistsStore,
  AdminArtistListStore,
  ArtistMentionTargetsStore,
  ArtistSpotlightsStore,
  ReleaseArtistsStore,
  ArtistPublishingStore,
  ArtistSearchStore,
  ChartArtistsStore,
  ArtistFediverseStore,
];

@Module({
  imports: [TypeOrmModule.forFeature([Artist, ArtistSpotlight])],
  providers: ARTIST_STORES,
  exports: ARTIST_STORES,
})
export class ArtistsStoreModule {}
