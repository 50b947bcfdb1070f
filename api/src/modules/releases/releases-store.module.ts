import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArtistsStoreModule } from '../artists/artists-store.module';
import { Release } from './release.entity';
import { ReleasesStore } from './releases.store';

/** The releases table and its store, without HTTP: what the worker and other modules import. */
@Module({
  imports: [TypeOrmModule.forFeature([Release]), ArtistsStoreModule],
  providers: [ReleasesStore],
  exports: [ReleasesStore],
})
export class ReleasesStoreModule {}
