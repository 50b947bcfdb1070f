import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobResult, RecordInteractionPayload, RecordVisitPayload } from '@api/queues/job-payloads';

/** Writes reading signals; both writes are safe to repeat. */
@Injectable()
export class SignalWriter {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stored once per eventId (unique). An article deleted since the signal was
   * accepted leaves nothing to attach it to, so the signal is dropped, not retried.
   */
  async recordInteraction(signal: RecordInteractionPayload): Promise<JobResult> {
    const rows = await this.dataSource.query(
      `INSERT INTO user_interactions (event_id, user_id, session_id, article_id, interaction_type, interaction_value, metadata, created_at)
       SELECT $1, $2, $3, a.id, $5, $6, $7::jsonb, $8 FROM articles a WHERE a.id = $4
       ON CONFLICT (event_id) DO NOTHING
       RETURNING id`,
      [
        signal.eventId,
        signal.userId ?? null,
        signal.sessionId,
        signal.articleId,
        signal.interactionType,
        signal.interactionValue ?? null,
        signal.metadata ? JSON.stringify(signal.metadata) : null,
        signal.occurredAt,
      ],
    );
    return { message: rows.length ? 'Interaction stored' : 'Interaction already stored or its article is gone' };
  }

  /**
   * One row per visitor session. A page view counts only when it is later than
   * the last one seen, so a replayed job (same occurredAt) adds nothing.
   */
  async recordVisit(visit: RecordVisitPayload): Promise<JobResult> {
    await this.dataSource.query(
      `INSERT INTO visitor_sessions (session_id, first_seen_at, last_seen_at, page_views, last_path)
       VALUES ($1, $2, $2, 1, $3)
       ON CONFLICT (session_id) DO UPDATE SET
         first_seen_at = LEAST(visitor_sessions.first_seen_at, EXCLUDED.first_seen_at),
         last_seen_at = EXCLUDED.last_seen_at,
         page_views = visitor_sessions.page_views + 1,
         last_path = EXCLUDED.last_path
       WHERE EXCLUDED.last_seen_at > visitor_sessions.last_seen_at`,
      [visit.sessionId, visit.occurredAt, visit.path],
    );
    return { message: 'Visit recorded' };
  }
}
