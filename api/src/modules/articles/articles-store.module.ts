import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Article } from './article.entity';
import { ArticlesStore } from './articles.store';

/** The articles table and its store, without HTTP: what the worker and other modules import. */
@Module({
  imports: [TypeOrmModule.forFeature([Article])],
  providers: [ArticlesStore],
  exports: [ArticlesStore],
})
export class ArticlesStoreModule {}
