import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { RecommendationRow } from './recommendation-rows';

/**
 * Replaces a session's recommendations in one transaction: readers never see
 * half a list, and running the same job twice leaves the same rows once. The
 * advisory lock serialises two runs for one session; rows whose article was
 * deleted meanwhile are skipped rather than failing the job.
 */
@Injectable()
export class RecommendationWriter {
  constructor(private readonly dataSource: DataSource) {}

  async replace(sessionId: string, rows: RecommendationRow[]): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
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
           JOIN articles a ON a.id = r.article_id
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
}
