import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * The only writer of subscriber_sessions: which visitor sessions (browsers)
 * belong to a subscription, so those sessions' reads count for the
 * subscriber's digest. A session is linked when the subscriber is recognised
 * in that browser; linking twice keeps the first link.
 */
@Injectable()
export class SubscriberSessionsStore {
  constructor(private readonly dataSource: DataSource) {}

  async link(subscriptionId: number, sessionId: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO subscriber_sessions (subscription_id, session_id) VALUES ($1, $2)
       ON CONFLICT (subscription_id, session_id) DO NOTHING`,
      [subscriptionId, sessionId],
    );
  }

  /** The sessions linked to a subscriber, oldest link first: part of their access export. */
  async sessionsOf(subscriptionId: number): Promise<{ sessionId: string; linkedAt: string }[]> {
    const rows: { session_id: string; linked_at: Date }[] = await this.dataSource.query(
      `SELECT session_id, linked_at FROM subscriber_sessions WHERE subscription_id = $1 ORDER BY linked_at, session_id`,
      [subscriptionId],
    );
    return rows.map((row) => ({ sessionId: row.session_id, linkedAt: row.linked_at.toISOString() }));
  }
}
