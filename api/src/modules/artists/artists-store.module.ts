import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArtistSpotlight } from './artist-spotlight.entity';
import { Artist } from './artist.entity';
import { ArtistsStore } from './artists.store';

/** The artists and artist_spotlights tables and their store, without HTTP: what the worker and other modules import. */
@Module({
  imports: [TypeOrmModule.forFeature([Artist, ArtistSpotlight])],
  providers: [ArtistsStore],
  exports: [ArtistsStore],
})
export class ArtistsStoreModule {}
