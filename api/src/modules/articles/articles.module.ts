import { Module } from '@nestjs/common';
import { AdminArticlesController } from './admin-articles.controller';
import { ArticlesController } from './articles.controller';
import { ReviewQueueController } from './review-queue.controller';
import { ArticlesService } from './articles.service';
import { ArticlesStoreModule } from './articles-store.module';
import { ArtistMentionsStoreModule } from '../artist-mentions/artist-mentions-store.module';
import { PublishingModule } from '../publishing/publishing.module';

@Module({
  imports: [ArticlesStoreModule, ArtistMentionsStoreModule, PublishingModule],
  controllers: [ArticlesController, AdminArticlesController, ReviewQueueController],
  providers: [ArticlesService],
  exports: [ArticlesService],
})
export class ArticlesModule {}
