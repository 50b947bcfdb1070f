import { Module } from '@nestjs/common';
import { AdminArticlesController } from './admin-articles.controller';
import { ArticlesController } from './articles.controller';
import { ReviewQueueController } from './review-queue.controller';
import { ArticlesService } from './articles.service';
import { ArticlesStoreModule } from './articles-store.module';
import { ArtistMentionsStoreModule } from '../artist-mentions/artist-mentions-store.module';
import { PublishingModule } from '../publishing/publishing.module';
import { StoriesStoreModule } from '../stories/stories-store.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArticleRevisionsStoreModule } from '../article-revisions/article-revisions-store.module';
import { Article } from './article.entity';
import { ArticleRevisionClaimsStore } from './article-revision-claims.store';
import { RevisionedArticleSaves } from './revisioned-saves';

@Module({
  imports: [
    ArticlesStoreModule,
    ArtistMentionsStoreModule,
    PublishingModule,
    TypeOrmModule.forFeature([Article]),
    ArticleRevisionsStoreModule,
    StoriesStoreModule,
  ],
  controllers: [ArticlesController, AdminArticlesController, ReviewQueueController],
  providers: [ArticlesService, ArticleRevisionClaimsStore, RevisionedArticleSaves],
  exports: [ArticlesService],
})
export class ArticlesModule {}
