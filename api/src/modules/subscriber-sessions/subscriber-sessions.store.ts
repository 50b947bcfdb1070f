import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SubscriberSession } from './subscriber-session.entity';

/**
 * The one place that reads and writes `subscriber_sessions`. The per-reader
 * digest and alerts read a subscriber's reading signals through sessionsOf.
 */
@Injectable()
export class SubscriberSessionsStore {
  constructor(@InjectRepository(SubscriberSession) private readonly sessions: Repository<SubscriberSession>) {}

  /**
   * Makes `sessionId` belong to `subscriptionId`. True when that changed
   * something (a new link, or a session that belonged to someone else), so
   * the caller moves what the session owned only once.
   */
  async link(sessionId: string, subscriptionId: number): Promise<boolean> {
    const changed: unknown[] = await this.sessions.query(
      `INSERT INTO subscriber_sessions (session_id, subscription_id) VALUES ($1, $2)
       ON CONFLICT (session_id) DO UPDATE SET subscription_id = EXCLUDED.subscription_id, linked_at = now()
         WHERE subscriber_sessions.subscription_id <> EXCLUDED.subscription_id
       RETURNING session_id`,
      [sessionId, subscriptionId],
    );
    return changed.length > 0;
  }

  /** 'Not me': the session is anonymous again. Unlinking a session that was not linked is the same success. */
  async unlink(sessionId: string): Promise<void> {
    await this.sessions.query(`DELETE FROM subscriber_sessions WHERE session_id = $1`, [sessionId]);
  }

  /** The subscription a session belongs to, or null for an anonymous one. */
  async subscriptionOf(sessionId: string): Promise<number | null> {
    const [row]: { subscription_id: number }[] = await this.sessions.query(
      `SELECT subscription_id FROM subscriber_sessions WHERE session_id = $1`,
      [sessionId],
    );
    return row?.subscription_id ?? null;
  }

  /**
   * The visitor sessions of a subscriber, most recently linked first: their
   * reading signals (keyed by session) are the subscriber's reads.
   */
  async sessionsOf(subscriptionId: number): Promise<string[]> {
    return (await this.linksOf(subscriptionId)).map((link) => link.sessionId);
  }

  /** Each session of a subscriber and when it was linked, most recent first (the access export lists them). */
  async linksOf(subscriptionId: number): Promise<{ sessionId: string; linkedAt: Date }[]> {
    const rows: { session_id: string; linked_at: Date }[] = await this.sessions.query(
      `SELECT session_id, linked_at FROM subscriber_sessions WHERE subscription_id = $1
       ORDER BY linked_at DESC, session_id`,
      [subscriptionId],
    );
    return rows.map((row) => ({ sessionId: row.session_id, linkedAt: row.linked_at }));
  }
}
