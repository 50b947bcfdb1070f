import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ArticleRevisionsController } from './article-revisions.controller';
import { ArticleRevisionsStoreModule } from './article-revisions-store.module';
import { SavingMemberInterceptor } from './saving-member';

/** The revisions routes, and who is saving, for the copy every save of a story keeps. */
@Module({
  imports: [ArticleRevisionsStoreModule],
  controllers: [ArticleRevisionsController],
  providers: [{ provide: APP_INTERCEPTOR, useClass: SavingMemberInterceptor }],
})
export class ArticleRevisionsModule {}
