import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StoriesStore } from './stories.store';
import { StoryPlacementRequests } from './story-placement-requests';
import { Story } from './story.entity';

/** The stories table and its store, and the request to place a desk-written article, without HTTP. */
@Module({
  imports: [TypeOrmModule.forFeature([Story])],
  providers: [StoriesStore, StoryPlacementRequests],
  exports: [StoriesStore, StoryPlacementRequests],
})
export class StoriesStoreModule {}
