import { Module } from '@nestjs/common';
import { ArticlesStoreModule } from '../articles/articles-store.module';
import { AdminStoriesController } from './admin-stories.controller';
import { StoriesController } from './stories.controller';
import { StoriesService } from './stories.service';
import { StoriesStoreModule } from './stories-store.module';

/** Stories over HTTP: the public story and the editor's moves. */
@Module({
  imports: [StoriesStoreModule, ArticlesStoreModule],
  controllers: [StoriesController, AdminStoriesController],
  providers: [StoriesService],
})
export class StoriesModule {}
