import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Preferences } from '@api/shared/contracts/personalization';
import { normalizePreferences } from '@api/modules/personalization/preferences-normalizer';
import type { CandidateArticle } from './engine-types';

/** The newest articles are the candidates; older ones come in only when trending or read. */
export const CANDIDATE_POOL_SIZE = 500;
/** Enough body text to recognise topics and artists without holding whole long reads in memory. */
const TEXT_CHARS = 5_000;
const HISTORY_LIMIT = 200;
const TRENDING_LIMIT = 200;
export const TRENDING_WINDOW_DAYS = 7;

export interface SessionHistory {
  /** Most recent first. */
  readArticleIds: number[];
}

interface ArticleRow {
  id: number;
  title: string;
  excerpt: string;
  text: string;
  tags: string | null;
  category: string;
  word_count: number;
  has_long_form: boolean;
  published_at: Date;
}

/** Everything the engine needs about one session, read from Postgres. */
@Injectable()
export class RecommendationInputs {
  constructor(private readonly dataSource: DataSource) {}

  async preferences(sessionId: string): Promise<Preferences | null> {
    const [row] = await this.dataSource.query(`SELECT preferences FROM user_preferences WHERE session_id = $1`, [
      sessionId,
    ]);
    return row ? normalizePreferences(row.preferences) : null;
  }

  async history(sessionId: string): Promise<SessionHistory> {
    const rows: { article_id: number }[] = await this.dataSource.query(
      `SELECT article_id FROM user_interactions WHERE session_id = $1
        GROUP BY article_id ORDER BY max(created_at) DESC, article_id LIMIT $2`,
      [sessionId, HISTORY_LIMIT],
    );
    return { readArticleIds: rows.map((row) => row.article_id) };
  }

  /** Interactions per article over the last week, from every session. */
  async trendingCounts(): Promise<Map<number, number>> {
    const rows: { article_id: number; reads: number }[] = await this.dataSource.query(
      `SELECT article_id, count(*)::int AS reads FROM user_interactions
        WHERE created_at > now() - make_interval(days => $1)
        GROUP BY article_id ORDER BY reads DESC, article_id LIMIT $2`,
      [TRENDING_WINDOW_DAYS, TRENDING_LIMIT],
    );
    return new Map(rows.map((row) => [row.article_id, row.reads]));
  }

  async candidates(extraIds: number[]): Promise<CandidateArticle[]> {
    const rows: ArticleRow[] = await this.dataSource.query(
      `SELECT id, title, excerpt, left(coalesce(short_md, '') || E'\\n' || content, $3) AS text, tags, category,
              word_count, (long_md IS NOT NULL AND btrim(long_md) <> '') AS has_long_form, published_at
         FROM articles
        WHERE id IN (SELECT id FROM articles ORDER BY published_at DESC, id DESC LIMIT $1)
           OR id = ANY($2::int[])`,
      [CANDIDATE_POOL_SIZE, extraIds, TEXT_CHARS],
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
      publishedAt: row.published_at,
    }));
  }
}
