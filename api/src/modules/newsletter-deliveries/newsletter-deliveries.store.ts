import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { returningRows } from '../../database/returning-rows';
import { rowsOfSubscription } from '../../database/subscription-rows';
import { isoDate, isoDateOrNull } from '../../http/iso-date';
import type { NewsletterDeliveryExportView, SubscriberStatus } from '../../shared/contracts/admin';
import type { NewsletterDeliveryCounts } from '../../shared/contracts/newsletters';
import type { ReaderPicks } from '../../shared/domain/digest-picks';

export type NewsletterDeliveryStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'bounced' | 'skipped';

export type DeliveryCounts = NewsletterDeliveryCounts;

/** One recipient's turn, as the worker claims it. */
export interface ClaimedDelivery {
  id: number;
  newsletterId: number;
  subscriptionId: number;
  attempts: number;
  messageId: string | null;
  /** The subscriber when the turn was taken: one who left since the snapshot is skipped. */
  recipient: { email: string; firstName: string; status: SubscriberStatus };
  /** A personal digest's picks for this recipient, when the send kept them before queueing the email. */
  keptPicks: ReaderPicks | null;
}

interface ClaimedRow {
  id: string;
  newsletter_id: number;
  subscription_id: number;
  attempts: number;
  message_id: string;
  email: string;
  first_name: string;
  subscriber_status: SubscriberStatus;
  kept_picks: ReaderPicks | null;
}

/**
 * The only reader and writer of newsletter_deliveries: one row per newsletter
 * and subscriber, snapshotted when the send starts. A row is claimed
 * ('sending') before its email goes out and settled right after, so a
 * delivery marked sent is never sent again; a worker killed between the two
 * leaves only the emails it had in flight to be sent once more.
 */
@Injectable()
export class NewsletterDeliveriesStore {
  constructor(private readonly dataSource: DataSource) {}

  /** How many of these subscribers the next snapshot would add: those this newsletter has not reached yet. */
  async countNotYetIn(newsletterId: number, subscriptionIds: number[]): Promise<number> {
    const [row]: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM unnest($2::int[]) AS candidate(id)
       WHERE NOT EXISTS (SELECT 1 FROM newsletter_deliveries
                         WHERE newsletter_id = $1 AND subscription_id = candidate.id)`,
      [newsletterId, subscriptionIds],
    );
    return row.n;
  }

  /** Adds the recipients not yet in this newsletter's snapshot; returns the snapshot's size. */
  async snapshot(newsletterId: number, subscriptionIds: number[]): Promise<number> {
    await this.dataSource.query(
      `INSERT INTO newsletter_deliveries (newsletter_id, subscription_id)
       SELECT $1, unnest($2::int[])
       ON CONFLICT (newsletter_id, subscription_id) DO NOTHING`,
      [newsletterId, subscriptionIds],
    );
    const [row]: { total: string }[] = await this.dataSource.query(
      `SELECT count(*) AS total FROM newsletter_deliveries WHERE newsletter_id = $1`,
      [newsletterId],
    );
    return Number(row.total);
  }

  /** Ids of the deliveries still waiting for their email, in pages, for queueing. */
  async queuedIds(newsletterId: number, afterId: number, limit: number): Promise<number[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM newsletter_deliveries
       WHERE newsletter_id = $1 AND status IN ('queued', 'sending') AND id > $2
       ORDER BY id LIMIT $3`,
      [newsletterId, afterId, limit],
    );
    return rows.map((row) => Number(row.id));
  }

  /**
   * Takes this delivery's turn and reads its recipient as they are now, in one
   * statement. Null when it is settled already (sent, skipped, failed for good,
   * bounced): the email must not go out again.
   */
  async claim(id: number, messageId: string): Promise<ClaimedDelivery | null> {
    const [row] = await returningRows<ClaimedRow>(
      this.dataSource,
      `UPDATE newsletter_deliveries d
       SET status = 'sending', attempts = d.attempts + 1, message_id = coalesce(d.message_id, $2)
       FROM subscriptions s
       WHERE d.id = $1 AND d.status IN ('queued', 'sending') AND s.id = d.subscription_id
       RETURNING d.id, d.newsletter_id, d.subscription_id, d.attempts, d.message_id,
                 s.email, s.first_name, s.status AS subscriber_status,
                 (SELECT json_build_object('heading', c.heading, 'picks', c.picks)
                    FROM digest_copies c WHERE c.delivery_id = d.id) AS kept_picks`,
      [id, messageId],
    );
    if (!row) return null;
    return {
      id: Number(row.id),
      newsletterId: row.newsletter_id,
      subscriptionId: row.subscription_id,
      attempts: row.attempts,
      messageId: row.message_id,
      recipient: { email: row.email, firstName: row.first_name, status: row.subscriber_status },
      keptPicks: row.kept_picks,
    };
  }

  async settle(id: number, status: Exclude<NewsletterDeliveryStatus, 'queued' | 'sending'>, reason: string | null) {
    await this.dataSource.query(
      `UPDATE newsletter_deliveries
       SET status = $2::varchar, last_error = coalesce($3::text, last_error),
           sent_at = CASE WHEN $2::varchar = 'sent' THEN now() END
       WHERE id = $1 AND status IN ('queued', 'sending')`,
      [id, status, reason],
    );
  }

  async noteTemporaryFailure(id: number, reason: string): Promise<void> {
    await this.dataSource.query(`UPDATE newsletter_deliveries SET last_error = $2 WHERE id = $1`, [id, reason]);
  }

  /**
   * True while any recipient of the newsletter still waits for its email.
   * Deliveries go out roughly in id order, so the newest open one is found at
   * once, instead of after the index entries every settled delivery left behind.
   */
  async hasOpen(newsletterId: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM newsletter_deliveries WHERE newsletter_id = $1 AND status IN ('queued', 'sending')
       ORDER BY id DESC LIMIT 1`,
      [newsletterId],
    );
    return rows.length > 0;
  }

  /** Puts the failed deliveries back in the queue; returns how many. */
  async requeueFailed(newsletterId: number): Promise<number> {
    const rows = await returningRows(
      this.dataSource,
      `UPDATE newsletter_deliveries SET status = 'queued', attempts = 0
       WHERE newsletter_id = $1 AND status = 'failed' RETURNING id`,
      [newsletterId],
    );
    return rows.length;
  }

  async countFailed(newsletterId: number): Promise<number> {
    const [row]: { n: string }[] = await this.dataSource.query(
      `SELECT count(*) AS n FROM newsletter_deliveries WHERE newsletter_id = $1 AND status = 'failed'`,
      [newsletterId],
    );
    return Number(row.n);
  }

  /** Every newsletter addressed to a subscriber, oldest first: part of their access export. */
  async forSubscription(subscriptionId: number): Promise<Omit<NewsletterDeliveryExportView, 'title'>[]> {
    const rows = await rowsOfSubscription<{
      newsletter_id: number;
      status: NewsletterDeliveryStatus;
      attempts: number;
      message_id: string | null;
      last_error: string | null;
      created_at: Date;
      sent_at: Date | null;
    }>(
      this.dataSource,
      'newsletter_deliveries',
      'newsletter_id, status, attempts, message_id, last_error, created_at, sent_at',
      subscriptionId,
    );
    return rows.map((row) => ({
      newsletterId: row.newsletter_id,
      status: row.status,
      attempts: row.attempts,
      messageId: row.message_id,
      lastError: row.last_error,
      createdAt: isoDate(row.created_at),
      sentAt: isoDateOrNull(row.sent_at),
    }));
  }

  async counts(newsletterId: number): Promise<DeliveryCounts> {
    const rows: { status: NewsletterDeliveryStatus; n: string }[] = await this.dataSource.query(
      `SELECT status, count(*) AS n FROM newsletter_deliveries WHERE newsletter_id = $1 GROUP BY status`,
      [newsletterId],
    );
    const by = (status: NewsletterDeliveryStatus) => Number(rows.find((row) => row.status === status)?.n ?? 0);
    const counts = {
      queued: by('queued') + by('sending'),
      sent: by('sent'),
      failed: by('failed'),
      bounced: by('bounced'),
      skipped: by('skipped'),
    };
    return { total: Object.values(counts).reduce((sum, n) => sum + n, 0), ...counts };
  }
}
