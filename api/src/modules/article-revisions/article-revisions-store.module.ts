import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArticleRevision } from './article-revision.entity';
import { ArticleRevisionsStore } from './article-revisions.store';

/** The article_revisions table and its store, for the articles' save path and the revisions routes. */
@Module({
  imports: [TypeOrmModule.forFeature([ArticleRevision])],
  providers: [ArticleRevisionsStore],
  exports: [ArticleRevisionsStore],
})
export class ArticleRevisionsStoreModule {}
