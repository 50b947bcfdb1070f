import { Module } from '@nestjs/common';
import { ArticleRevisionsController } from './article-revisions.controller';
import { ArticleRevisionsStoreModule } from './article-revisions-store.module';

/** The revisions routes; every save of a story keeps its copy through RevisionedArticleSaves. */
@Module({
  imports: [ArticleRevisionsStoreModule],
  controllers: [ArticleRevisionsController],
})
export class ArticleRevisionsModule {}
