import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { returningRows } from '../../database/returning-rows';
import type { PersonalPick, PicksHeading, ReaderPicks } from '../../shared/domain/digest-picks';

/** One recipient's kept copy: whom it went to, and the picks it carried as they were sent. */
export interface KeptCopy extends ReaderPicks {
  deliveryId: number;
  subscriptionId: number;
  email: string;
  firstName: string;
  status: string;
  sentAt: Date | null;
}

/**
 * The only reader and writer of digest_copies: each recipient's personal
 * picks as they went out, one row per delivery. The first copy kept wins, so
 * a retried email carries the same picks as its first attempt and the admin
 * sees exactly what was sent.
 */
@Injectable()
export class DigestCopiesStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Keeps these picks unless the delivery has a copy already; answers the copy that stands. */
  async keep(deliveryId: number, newsletterId: number, picks: ReaderPicks): Promise<ReaderPicks> {
    const [inserted] = await returningRows<{ delivery_id: string }>(
      this.dataSource,
      `INSERT INTO digest_copies (delivery_id, newsletter_id, heading, picks) VALUES ($1, $2, $3, $4)
       ON CONFLICT (delivery_id) DO NOTHING RETURNING delivery_id`,
      [deliveryId, newsletterId, picks.heading, JSON.stringify(picks.picks)],
    );
    if (inserted) return picks;
    const [kept]: { heading: PicksHeading; picks: PersonalPick[] }[] = await this.dataSource.query(
      `SELECT heading, picks FROM digest_copies WHERE delivery_id = $1`,
      [deliveryId],
    );
    return kept ? { heading: kept.heading, picks: kept.picks } : picks;
  }

  /** Deliveries of a send still waiting that have no copy yet, a page at a time by id: whose picks to choose. */
  async waitingWithoutCopy(
    newsletterId: number,
    afterId: number,
    limit: number,
  ): Promise<{ deliveryId: number; subscriptionId: number }[]> {
    const rows: { id: string; subscription_id: number }[] = await this.dataSource.query(
      `SELECT d.id, d.subscription_id FROM newsletter_deliveries d
        WHERE d.newsletter_id = $1 AND d.status IN ('queued', 'sending') AND d.id > $2
          AND NOT EXISTS (SELECT 1 FROM digest_copies c WHERE c.delivery_id = d.id)
        ORDER BY d.id LIMIT $3`,
      [newsletterId, afterId, limit],
    );
    return rows.map((row) => ({ deliveryId: Number(row.id), subscriptionId: row.subscription_id }));
  }

  /** Keeps the picks of many deliveries in one statement; a delivery that has a copy keeps it. */
  async keepMany(newsletterId: number, copies: { deliveryId: number; picks: ReaderPicks }[]): Promise<void> {
    if (copies.length === 0) return;
    await this.dataSource.query(
      `INSERT INTO digest_copies (delivery_id, newsletter_id, heading, picks)
       SELECT delivery_id, $1, heading, picks FROM unnest($2::bigint[], $3::text[], $4::jsonb[]) AS c(delivery_id, heading, picks)
       ON CONFLICT (delivery_id) DO NOTHING`,
      [
        newsletterId,
        copies.map((copy) => copy.deliveryId),
        copies.map((copy) => copy.picks.heading),
        copies.map((copy) => JSON.stringify(copy.picks.picks)),
      ],
    );
  }

  /** The copy a recipient of this newsletter was sent, found by their address; null when they got none. */
  async copyFor(newsletterId: number, email: string): Promise<KeptCopy | null> {
    const [row]: {
      delivery_id: string;
      subscription_id: number;
      email: string;
      first_name: string;
      status: string;
      sent_at: Date | null;
      heading: PicksHeading;
      picks: PersonalPick[];
    }[] = await this.dataSource.query(
      `SELECT d.id AS delivery_id, d.subscription_id, s.email, s.first_name, d.status, d.sent_at, c.heading, c.picks
         FROM subscriptions s
         JOIN newsletter_deliveries d ON d.subscription_id = s.id AND d.newsletter_id = $1
         JOIN digest_copies c ON c.delivery_id = d.id
        WHERE lower(s.email) = lower($2)`,
      [newsletterId, email],
    );
    if (!row) return null;
    return {
      deliveryId: Number(row.delivery_id),
      subscriptionId: row.subscription_id,
      email: row.email,
      firstName: row.first_name,
      status: row.status,
      sentAt: row.sent_at,
      heading: row.heading,
      picks: row.picks,
    };
  }
}
