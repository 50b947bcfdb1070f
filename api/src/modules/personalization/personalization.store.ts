import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Preferences, RecommendationView, RecommendedArticle } from '../../shared/contracts/personalization';
import { normalizePreferences } from './preferences-normalizer';
import { UserPreferences } from './user-preferences.entity';

/** One reading signal, as accepted by the API (its eventId makes a replay store nothing). */
export interface NewInteraction {
  eventId: string;
  sessionId: string;
  userId: string | null;
  articleId: number;
  interactionType: string;
  interactionValue: number | null;
  metadata: Record<string, unknown> | null;
  occurredAt: Date;
}

/** One personalized_recommendations row to write, best first. */
export interface NewRecommendation {
  articleId: number;
  score: number;
  reason: string;
  aiModel: string;
  metadata: Record<string, unknown>;
}

interface ArticleCardRow {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  word_count: number;
  image_url: string | null;
  published_at: Date;
}

interface RecommendationRow extends Omit<ArticleCardRow, 'id'> {
  id: number;
  article_id: number;
  recommendation_score: number;
  recommendation_reason: string;
  ai_model: string;
  metadata: RecommendationView['metadata'];
  created_at: Date;
}

function recommendedArticle(row: ArticleCardRow): RecommendedArticle {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    wordCount: row.word_count,
    imageUrl: row.image_url,
    publishedAt: row.published_at.toISOString(),
  };
}

/**
 * The one place that reads and writes a reader's personalisation:
 * `user_preferences`, `user_interactions` and `personalized_recommendations`.
 * Interactions and recommendations point at articles; the joins on `articles`
 * here only check the article still exists or carry its card fields.
 */
@Injectable()
export class PersonalizationStore {
  constructor(@InjectRepository(UserPreferences) private readonly preferences: Repository<UserPreferences>) {}

  /** The session's saved preferences, made valid; null when it never saved any. */
  async preferencesOf(sessionId: string): Promise<Preferences | null> {
    const row = await this.preferences.findOneBy({ sessionId });
    return row ? normalizePreferences(row.preferences) : null;
  }

  /** One row per session: saving again replaces the previous choices. */
  async savePreferences(sessionId: string, preferences: Preferences): Promise<Preferences> {
    const [row]: { preferences: unknown }[] = await this.preferences.query(
      `INSERT INTO user_preferences (session_id, preferences) VALUES ($1, $2::jsonb)
       ON CONFLICT (session_id) DO UPDATE SET preferences = EXCLUDED.preferences, updated_at = now()
       RETURNING preferences`,
      [sessionId, JSON.stringify(preferences)],
    );
    return normalizePreferences(row.preferences);
  }

  /**
   * Best first, each story once (its best-scored article: several outlets' copies of one event are one
   * recommendation). The inner join drops any row whose article is gone or no longer published, and the
   * article's card fields travel with the row so the screen needs no second call.
   */
  async recommendationsFor(sessionId: string, limit: number): Promise<RecommendationView[]> {
    const rows: RecommendationRow[] = await this.preferences.query(
      `SELECT * FROM (
         SELECT DISTINCT ON (a.story_id) r.id, r.article_id, r.recommendation_score, r.recommendation_reason,
                r.ai_model, r.metadata, r.created_at, a.title, a.excerpt, a.category, a.word_count, a.image_url,
                a.published_at
           FROM personalized_recommendations r
           JOIN articles a ON a.id = r.article_id AND a.status = 'published'
          WHERE r.session_id = $1
          ORDER BY a.story_id, r.recommendation_score DESC, r.id ASC
       ) AS best
       ORDER BY recommendation_score DESC, id ASC
       LIMIT $2`,
      [sessionId, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      articleId: row.article_id,
      recommendationScore: row.recommendation_score,
      recommendationReason: row.recommendation_reason,
      aiModel: row.ai_model,
      createdAt: row.created_at.toISOString(),
      metadata: row.metadata,
      article: recommendedArticle({ ...row, id: row.article_id }),
    }));
  }

  /** The card fields of these published articles, in the order of `ids`; missing and unpublished ones are left out. */
  async articleCards(ids: number[]): Promise<RecommendedArticle[]> {
    if (ids.length === 0) return [];
    const rows: ArticleCardRow[] = await this.preferences.query(
      `SELECT a.id, a.title, a.excerpt, a.category, a.word_count, a.image_url, a.published_at
         FROM articles a WHERE a.id = ANY($1::int[]) AND a.status = 'published'`,
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, recommendedArticle(row)]));
    return ids.map((id) => byId.get(id)).filter((card): card is RecommendedArticle => Boolean(card));
  }

  /**
   * Replaces a session's recommendations in one transaction: readers never see
   * half a list, and running the same job twice leaves the same rows once. The
   * advisory lock serialises two runs for one session; rows whose article was
   * deleted meanwhile are skipped rather than failing. Returns how many were stored.
   */
  replaceRecommendations(sessionId: string, rows: NewRecommendation[]): Promise<number> {
    return this.preferences.manager.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('personalized_recommendations'), hashtext($1))`, [
        sessionId,
      ]);
      await manager.query(`DELETE FROM personalized_recommendations WHERE session_id = $1`, [sessionId]);
      if (rows.length === 0) return 0;
      const inserted: unknown[] = await manager.query(
        `INSERT INTO personalized_recommendations
           (session_id, article_id, recommendation_score, recommendation_reason, ai_model, metadata)
         SELECT $1, r.article_id, r.score, r.reason, r.ai_model, r.metadata
           FROM unnest($2::int[], $3::float8[], $4::text[], $5::text[], $6::jsonb[])
                WITH ORDINALITY AS r(article_id, score, reason, ai_model, metadata, rank)
           JOIN articles a ON a.id = r.article_id AND a.status = 'published'
          ORDER BY r.rank
         RETURNING id`,
        [
          sessionId,
          rows.map((row) => row.articleId),
          rows.map((row) => row.score),
          rows.map((row) => row.reason),
          rows.map((row) => row.aiModel),
          rows.map((row) => JSON.stringify(row.metadata)),
        ],
      );
      return inserted.length;
    });
  }

  /**
   * Stored once per eventId (unique); false when it was stored already or its
   * article is gone (a signal with nothing to attach to is dropped).
   */
  async recordInteraction(interaction: NewInteraction): Promise<boolean> {
    const rows: unknown[] = await this.preferences.query(
      `INSERT INTO user_interactions (event_id, user_id, session_id, article_id, interaction_type, interaction_value, metadata, created_at)
       SELECT $1, $2, $3, a.id, $5, $6, $7::jsonb, $8 FROM articles a WHERE a.id = $4
       ON CONFLICT (event_id) DO NOTHING
       RETURNING id`,
      [
        interaction.eventId,
        interaction.userId,
        interaction.sessionId,
        interaction.articleId,
        interaction.interactionType,
        interaction.interactionValue,
        interaction.metadata ? JSON.stringify(interaction.metadata) : null,
        interaction.occurredAt,
      ],
    );
    return rows.length > 0;
  }

  /**
   * Many interactions in one statement (the worker's batches, see
   * InteractionRowBatcher), each stored once per eventId and only while its
   * article exists: the event ids stored by this call.
   */
  async recordInteractions(interactions: NewInteraction[]): Promise<Set<string>> {
    if (interactions.length === 0) return new Set();
    const column = <T>(pick: (interaction: NewInteraction) => T) => interactions.map(pick);
    const rows: { event_id: string }[] = await this.preferences.query(
      `INSERT INTO user_interactions (event_id, user_id, session_id, article_id, interaction_type, interaction_value, metadata, created_at)
       SELECT s.event_id, s.user_id, s.session_id, a.id, s.interaction_type, s.interaction_value, s.metadata::jsonb, s.created_at
         FROM unnest($1::uuid[], $2::uuid[], $3::varchar[], $4::int[], $5::varchar[], $6::float8[], $7::text[], $8::timestamptz[])
              AS s(event_id, user_id, session_id, article_id, interaction_type, interaction_value, metadata, created_at)
         JOIN articles a ON a.id = s.article_id
       ON CONFLICT (event_id) DO NOTHING
       RETURNING event_id`,
      [
        column((i) => i.eventId),
        column((i) => i.userId),
        column((i) => i.sessionId),
        column((i) => i.articleId),
        column((i) => i.interactionType),
        column((i) => i.interactionValue),
        column((i) => (i.metadata ? JSON.stringify(i.metadata) : null)),
        column((i) => i.occurredAt),
      ],
    );
    return new Set(rows.map((row) => row.event_id));
  }

  /** Articles the session interacted with, most recent first (any interaction counts as read). */
  async articlesReadBy(sessionId: string, limit: number): Promise<number[]> {
    const rows: { article_id: number }[] = await this.preferences.query(
      `SELECT article_id FROM user_interactions WHERE session_id = $1
        GROUP BY article_id ORDER BY max(created_at) DESC, article_id LIMIT $2`,
      [sessionId, limit],
    );
    return rows.map((row) => row.article_id);
  }

  /**
   * Readers per article over the last `days` days: each session counts once
   * however many signals it sent, so one script cannot make a story 'most read'.
   * The `limit` busiest.
   */
  async interactionCountsSince(days: number, limit: number): Promise<Map<number, number>> {
    const rows: { article_id: number; reads: number }[] = await this.preferences.query(
      `SELECT article_id, count(DISTINCT session_id)::int AS reads FROM user_interactions
        WHERE created_at > now() - make_interval(days => $1)
        GROUP BY article_id ORDER BY reads DESC, article_id LIMIT $2`,
      [days, limit],
    );
    return new Map(rows.map((row) => [row.article_id, row.reads]));
  }

  /** Readers (sessions, each once) per article in [`from`, `to`); the `limit` busiest. */
  async interactionCountsBetween(from: Date, to: Date, limit: number): Promise<Map<number, number>> {
    const rows: { article_id: number; reads: number }[] = await this.preferences.query(
      `SELECT article_id, count(DISTINCT session_id)::int AS reads FROM user_interactions
        WHERE created_at >= $1 AND created_at < $2
        GROUP BY article_id ORDER BY reads DESC, article_id LIMIT $3`,
      [from, to, limit],
    );
    return new Map(rows.map((row) => [row.article_id, row.reads]));
  }
}
