import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArtistFollow } from './artist-follow.entity';
import { FollowsStore } from './follows.store';

/** The follows table and its store, without HTTP: what personalisation and the preferences page import. */
@Module({
  imports: [TypeOrmModule.forFeature([ArtistFollow])],
  providers: [FollowsStore],
  exports: [FollowsStore],
})
export class FollowsStoreModule {}
