import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, In, Repository } from 'typeorm';
import type { StoryCardView } from '../../shared/contracts/artist-story';
import { Article } from './article.entity';

/**
 * A few columns of published stories, by id or by week: the cards of an
 * artist's story and the headlines of the weekly digest. Plain lookups by
 * key or range, so repository finds.
 */
/** What an email needs of a story: its link, words and picture (its own, or the artwork drawn from title and category). */
export type DigestHeadline = Pick<Article, 'id' | 'title' | 'excerpt' | 'imageUrl' | 'category' | 'storyId'>;
const HEADLINE_FIELDS = {
  id: true,
  title: true,
  excerpt: true,
  imageUrl: true,
  category: true,
  storyId: true,
} as const;

@Injectable()
export class ArticleSummariesStore {
  constructor(@InjectRepository(Article) private readonly articles: Repository<Article>) {}

  /** Cards for these articles, in the order of `ids`; missing ones are left out. */
  async cards(ids: number[]): Promise<StoryCardView[]> {
    if (ids.length === 0) return [];
    const rows = await this.articles.find({
      select: { id: true, title: true, excerpt: true, category: true, imageUrl: true, publishedAt: true, source: true },
      where: { id: In(ids), status: 'published' },
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids
      .map((id) => byId.get(id))
      .filter((row): row is Article => Boolean(row))
      .map((row) => ({
        id: row.id,
        title: row.title,
        excerpt: row.excerpt,
        category: row.category,
        imageUrl: row.imageUrl,
        publishedAt: row.publishedAt.toISOString(),
        source: row.source,
      }));
  }

  /** Title, excerpt and picture of the articles with these ids, in no particular order; missing ids are left out. */
  headlines(ids: number[]): Promise<DigestHeadline[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.articles.find({
      select: HEADLINE_FIELDS,
      where: { id: In(ids), status: 'published' },
    });
  }

  /** The newest articles published in [`from`, `to`), for a week without reading signals. */
  publishedBetween(from: Date, to: Date, limit: number): Promise<DigestHeadline[]> {
    return this.articles.find({
      select: HEADLINE_FIELDS,
      where: { publishedAt: Between(from, to), status: 'published' },
      order: { publishedAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }
}
