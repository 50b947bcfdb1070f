import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * The only writer of subscriber_sessions: which visitor sessions (browsers)
 * belong to a subscription, so those sessions' reads count for the
 * subscriber's digest and their follows are the subscription's. A session is
 * linked when the subscriber is recognised in that browser, to one
 * subscription at a time, and unlinked by 'Not me'.
 */
@Injectable()
export class SubscriberSessionsStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Makes `sessionId` belong to `subscriptionId`. True when that changed
   * something (a new link, or a session that belonged to someone else), so
   * the caller moves what the session owned only once.
   */
  async link(subscriptionId: number, sessionId: string): Promise<boolean> {
    const changed: unknown[] = await this.dataSource.query(
      `INSERT INTO subscriber_sessions (subscription_id, session_id) VALUES ($1, $2)
       ON CONFLICT (session_id) DO UPDATE SET subscription_id = EXCLUDED.subscription_id, linked_at = now()
         WHERE subscriber_sessions.subscription_id <> EXCLUDED.subscription_id
       RETURNING session_id`,
      [subscriptionId, sessionId],
    );
    return changed.length > 0;
  }

  /** 'Not me': the session is anonymous again. Unlinking a session that was not linked is the same success. */
  async unlink(sessionId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM subscriber_sessions WHERE session_id = $1`, [sessionId]);
  }

  /** The subscription a session belongs to, or null for an anonymous one. */
  async subscriptionOf(sessionId: string): Promise<number | null> {
    const [row]: { subscription_id: number }[] = await this.dataSource.query(
      `SELECT subscription_id FROM subscriber_sessions WHERE session_id = $1`,
      [sessionId],
    );
    return row?.subscription_id ?? null;
  }

  /** The sessions linked to a subscriber, oldest link first: their reads are the subscriber's, and part of their access export. */
  async sessionsOf(subscriptionId: number): Promise<{ sessionId: string; linkedAt: string }[]> {
    const rows: { session_id: string; linked_at: Date }[] = await this.dataSource.query(
      `SELECT session_id, linked_at FROM subscriber_sessions WHERE subscription_id = $1 ORDER BY linked_at, session_id`,
      [subscriptionId],
    );
    return rows.map((row) => ({ sessionId: row.session_id, linkedAt: row.linked_at.toISOString() }));
  }
}
