import { Injectable } from '@nestjs/common';
import { isoDate } from '../../http/iso-date';
import { MORE_STORIES_LIMIT, type ArticleContextView } from '../../shared/contracts/article-context';
import type { ArticleView } from '../../shared/contracts/content';
import { ArticlesService } from '../articles/articles.service';
import { ArtistStoryService } from '../artist-story/artist-story.service';

/**
 * What the article page shows around a story, read on its own: a few stories
 * to read next, and the artists it names with its related stories, so the page
 * makes one request and needs neither the whole article list nor the roster.
 */
@Injectable()
export class ArticleContext {
  constructor(
    private readonly articles: ArticlesService,
    private readonly stories: ArtistStoryService,
  ) {}

  async of(article: Pick<ArticleView, 'id' | 'category'>): Promise<ArticleContextView> {
    const [next, related] = await Promise.all([
      this.articles.readNext(article, MORE_STORIES_LIMIT),
      this.stories.articleRelated(article.id),
    ]);
    return {
      moreStories: next.map((story) => ({
        id: story.id,
        title: story.title,
        category: story.category,
        imageUrl: story.imageUrl,
        publishedAt: isoDate(story.publishedAt),
      })),
      related,
    };
  }
}
