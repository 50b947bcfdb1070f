import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Article } from './article.entity';
import { AdminArticleListStore } from './admin-article-list.store';
import { ArticleMentionSourcesStore } from './article-mention-sources.store';
import { ArticlePublishingStore } from './article-publishing.store';
import { ArticleRankingStore } from './article-ranking.store';
import { ArticleStoriesStore } from './article-stories.store';
import { StoryAssignmentStore } from './story-assignment.store';
import { ArticleSearchStore } from './article-search.store';
import { ArticleSummariesStore } from './article-summaries.store';
import { ArticlesStore } from './articles.store';
import { PublicArticlesStore } from './public-articles.store';
import { ScrapedArticlesStore } from './scraped-articles.store';

/** Every store over `articles`, one per purpose, without HTTP: what the worker and other modules import. */
const ARTICLE_STORES = [
  ArticlesStore,
  PublicArticlesStore,
  AdminArticleListStore,
  ScrapedArticlesStore,
  ArticlePublishingStore,
  ArticleMentionSourcesStore,
  ArticleRankingStore,
  ArticleSummariesStore,
  ArticleSearchStore,
  ArticleStoriesStore,
  StoryAssignmentStore,
];

@Module({
  imports: [TypeOrmModule.forFeature([Article])],
  providers: ARTICLE_STORES,
  exports: ARTICLE_STORES,
})
export class ArticlesStoreModule {}
