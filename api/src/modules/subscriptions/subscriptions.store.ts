import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { SubscriberListItem } from '../../shared/contracts/admin';
import { Subscription } from './subscription.entity';

export interface NewSubscriber {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  creditProgramParticipation: boolean;
}

export interface SubscriberCounts {
  total: number;
  creditProgram: number;
}

interface SubscriberRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  credit_program_participation: boolean;
  phone_number: string | null;
  created_at: Date;
}

const SUBSCRIBER_COLUMNS = 'id, first_name, last_name, email, credit_program_participation, phone_number, created_at';

/** The one place that reads and writes `subscriptions`. */
@Injectable()
export class SubscriptionsStore {
  constructor(@InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>) {}

  /**
   * Stores the subscriber unless the email is subscribed already (null then).
   * One statement decides: the unique index on lower(email) arbitrates, so any
   * number of concurrent identical requests leave exactly one row and never
   * raise a unique violation.
   */
  async insertIfNewEmail(subscriber: NewSubscriber): Promise<Subscription | null> {
    const rows: { id: number }[] = await this.subscriptions.query(
      `INSERT INTO subscriptions (email, first_name, last_name, phone_number, credit_program_participation)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ((lower(email))) DO NOTHING
       RETURNING id`,
      [
        subscriber.email,
        subscriber.firstName,
        subscriber.lastName,
        subscriber.phoneNumber,
        subscriber.creditProgramParticipation,
      ],
    );
    if (rows.length === 0) return null;
    return this.subscriptions.findOneByOrFail({ id: Number(rows[0].id) });
  }

  /** Both counts are index-backed, cheap enough for a dashboard poll. */
  async counts(): Promise<SubscriberCounts> {
    const [row]: { total: number; credit: number }[] = await this.subscriptions.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE credit_program_participation)::int AS credit
         FROM subscriptions`,
    );
    return { total: row.total, creditProgram: row.credit };
  }

  /** Newest first. */
  async page(limit: number, offset: number): Promise<{ items: SubscriberListItem[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.subscriptions.query(
        `SELECT ${SUBSCRIBER_COLUMNS} FROM subscriptions ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [limit, offset],
      ) as Promise<SubscriberRow[]>,
      this.subscriptions.query(`SELECT count(*)::int AS total FROM subscriptions`) as Promise<{ total: number }[]>,
    ]);
    return { items: rows.map(toItem), total };
  }

  /**
   * Every subscriber, newest first, a batch at a time (keyset paging on the
   * (created_at, id) index), so a reader of any size holds one batch in memory.
   */
  async *batches(batchSize: number): AsyncGenerator<SubscriberListItem[]> {
    let cursor: { createdAt: string; id: number } | null = null;
    for (;;) {
      const rows: SubscriberRow[] = await this.subscriptions.query(
        `SELECT ${SUBSCRIBER_COLUMNS}
         FROM subscriptions
         WHERE $1::timestamptz IS NULL OR (created_at, id) < ($1::timestamptz, $2::int)
         ORDER BY created_at DESC, id DESC LIMIT $3`,
        [cursor?.createdAt ?? null, cursor?.id ?? 0, batchSize],
      );
      if (rows.length === 0) return;
      yield rows.map(toItem);
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1];
      cursor = { createdAt: new Date(last.created_at).toISOString(), id: last.id };
    }
  }
}

function toItem(row: SubscriberRow): SubscriberListItem {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    creditProgramParticipation: row.credit_program_participation,
    phoneNumber: row.phone_number,
    subscribedAt: new Date(row.created_at).toISOString(),
  };
}
