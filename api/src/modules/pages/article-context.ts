import { Injectable } from '@nestjs/common';
import { isoDate } from '../../http/iso-date';
import { MORE_STORIES_LIMIT, type ArticleContextView } from '../../shared/contracts/article-context';
import type { ArticleView } from '../../shared/contracts/content';
import { ArticlesService } from '../articles/articles.service';
import { ArtistsService } from '../artists/artists.service';

/** The names a story's tags carry, as artists are matched on them: trimmed, lower-cased. */
export function tagNames(tags: string | null | undefined): string[] {
  return [
    ...new Set(
      (tags ?? '')
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/**
 * What the article page shows around a story, read on its own: a few
 * stories to read next and the artists the story names, so neither the page
 * nor the browser needs the whole article list or artist roster for them.
 */
@Injectable()
export class ArticleContext {
  constructor(
    private readonly articles: ArticlesService,
    private readonly artists: ArtistsService,
  ) {}

  async of(article: Pick<ArticleView, 'id' | 'category' | 'tags'>): Promise<ArticleContextView> {
    const [next, named] = await Promise.all([
      this.articles.readNext(article, MORE_STORIES_LIMIT),
      this.artists.named(tagNames(article.tags)),
    ]);
    return {
      moreStories: next.map((story) => ({
        id: story.id,
        title: story.title,
        category: story.category,
        imageUrl: story.imageUrl,
        publishedAt: isoDate(story.publishedAt),
      })),
      artists: named.map((artist) => ({
        id: artist.id,
        name: artist.name,
        genre: artist.genre,
        imageUrl: artist.imageUrl,
      })),
    };
  }
}
