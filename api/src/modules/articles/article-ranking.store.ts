import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ArticleCategory } from '../../shared/domain/categories';
import { HAS_LONG_FORM_SQL, PUBLISHED } from './article-columns-sql';
import { Article } from './article.entity';

/** What the recommendation engine reads of an article. */
export interface ArticleForRanking {
  id: number;
  title: string;
  excerpt: string;
  /** The summary and the start of the body, at most `textChars` characters. */
  text: string;
  tags: string[];
  category: ArticleCategory;
  wordCount: number;
  hasLongForm: boolean;
  featured: boolean;
  publishedAt: Date;
}

interface RankingRow {
  id: number;
  title: string;
  excerpt: string;
  text: string;
  tags: string | null;
  category: ArticleCategory;
  word_count: number;
  has_long_form: boolean;
  featured: boolean;
  published_at: Date;
}

/**
 * Stories chosen for a reader: the candidates the recommendation worker
 * ranks, and the stories sharing a tag with one. Both are set-based reads
 * (a sub-select of the newest, a CTE over split tags), hence SQL.
 */
@Injectable()
export class ArticleRankingStore {
  constructor(@InjectRepository(Article) private readonly articles: Repository<Article>) {}

  /** The `newest` most recent articles plus the ones listed in `alsoIds`, whatever their age. */
  async forRanking(options: { newest: number; alsoIds: number[]; textChars: number }): Promise<ArticleForRanking[]> {
    const rows: RankingRow[] = await this.articles.query(
      `SELECT id, title, excerpt, left(coalesce(short_md, '') || E'\\n' || content, $3) AS text, tags, category,
              word_count, ${HAS_LONG_FORM_SQL} AS has_long_form, featured, published_at
         FROM articles
        WHERE ${PUBLISHED}
          AND (id IN (SELECT id FROM articles WHERE ${PUBLISHED} ORDER BY published_at DESC, id DESC LIMIT $1)
               OR id = ANY($2::int[]))`,
      [options.newest, options.alsoIds, options.textChars],
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      excerpt: row.excerpt,
      text: row.text,
      tags: (row.tags ?? '')
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      category: row.category,
      wordCount: row.word_count,
      hasLongForm: row.has_long_form,
      featured: row.featured,
      publishedAt: row.published_at,
    }));
  }

  /** The newest other articles sharing a tag with article `id` (tags compared trimmed, in any case). */
  async idsSharingTags(id: number, options: { exclude: number[]; limit: number }): Promise<number[]> {
    const rows: { id: number }[] = await this.articles.query(
      `WITH mine AS (
         SELECT array_agg(DISTINCT lower(btrim(tag))) FILTER (WHERE btrim(tag) <> '') AS tags
           FROM articles, unnest(string_to_array(coalesce(tags, ''), ',')) AS tag WHERE id = $1
       )
       SELECT a.id FROM articles a, mine
        WHERE mine.tags IS NOT NULL AND a.id <> $1 AND a.id <> ALL($2::int[]) AND a.${PUBLISHED}
          AND a.tags IS NOT NULL
          AND EXISTS (SELECT 1 FROM unnest(string_to_array(a.tags, ',')) AS tag WHERE lower(btrim(tag)) = ANY(mine.tags))
        ORDER BY a.published_at DESC, a.id DESC
        LIMIT $3`,
      [id, options.exclude, options.limit],
    );
    return rows.map((row) => row.id);
  }
}
