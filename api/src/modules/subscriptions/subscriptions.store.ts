import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { containsPattern } from '../../database/contains-pattern';
import type { SubscriberStatus } from '../../shared/contracts/admin';
import type { NewsletterSegment } from '../../shared/contracts/newsletters';
import { Subscription } from './subscription.entity';
import { SUBSCRIBER_COLUMNS, SubscriberRecord } from './subscriber-record';

/** Total and credit program count confirmed (active) subscribers only; the other states are counted beside them. */
export interface SubscriberCounts {
  total: number;
  creditProgram: number;
  pending: number;
  unsubscribed: number;
}

/** What the admin narrows the subscriber list to. */
export interface SubscriberFilters {
  status?: SubscriberStatus;
  credit?: 'yes' | 'no';
  /** Part of a first name, last name, full name or email, any case. */
  q?: string;
}

/** WHERE clause and parameters for the admin's filters, parameters numbered from `first`. */
function filterClause(filters: SubscriberFilters, first: number): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const next = (value: unknown) => {
    params.push(value);
    return `$${first + params.length - 1}`;
  };
  if (filters.status) conditions.push(`status = ${next(filters.status)}`);
  if (filters.credit) conditions.push(`credit_program_participation = ${next(filters.credit === 'yes')}`);
  if (filters.q) {
    const pattern = next(containsPattern(filters.q));
    conditions.push(
      `(email ILIKE ${pattern} OR first_name ILIKE ${pattern} OR last_name ILIKE ${pattern}
        OR (first_name || ' ' || last_name) ILIKE ${pattern})`,
    );
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/**
 * The one place that reads `subscriptions` for lists and counts; the status
 * changes of a subscription live beside it in subscriber-lifecycle.store.ts.
 */
@Injectable()
export class SubscriptionsStore {
  constructor(@InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>) {}

  /** Index-backed counts (status, credit program), cheap enough for a dashboard poll. */
  async counts(): Promise<SubscriberCounts> {
    const [row]: SubscriberCounts[] = await this.subscriptions.query(
      `SELECT count(*) FILTER (WHERE status = 'active')::int AS total,
              count(*) FILTER (WHERE status = 'active' AND credit_program_participation)::int AS "creditProgram",
              count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = 'unsubscribed')::int AS unsubscribed
         FROM subscriptions`,
    );
    return row;
  }

  /** Newest first, narrowed by the admin's filters. */
  async page(
    limit: number,
    offset: number,
    filters: SubscriberFilters = {},
  ): Promise<{ rows: SubscriberRecord[]; total: number }> {
    const where = filterClause(filters, 3);
    const count = filterClause(filters, 1);
    const [rows, [{ total }]] = await Promise.all([
      this.subscriptions.query(
        `SELECT ${SUBSCRIBER_COLUMNS} FROM subscriptions ${where.sql}
         ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [limit, offset, ...where.params],
      ) as Promise<SubscriberRecord[]>,
      this.subscriptions.query(
        `SELECT count(*)::int AS total FROM subscriptions ${count.sql}`,
        count.params,
      ) as Promise<{ total: number }[]>,
    ]);
    return { rows, total };
  }

  /**
   * Every subscriber, newest first, a batch at a time (keyset paging on the
   * (created_at, id) index), so a reader of any size holds one batch in memory.
   */
  async *batches(batchSize: number): AsyncGenerator<SubscriberRecord[]> {
    let cursor: { createdAt: string; id: number } | null = null;
    for (;;) {
      const rows: SubscriberRecord[] = await this.subscriptions.query(
        `SELECT ${SUBSCRIBER_COLUMNS}
         FROM subscriptions
         WHERE $1::timestamptz IS NULL OR (created_at, id) < ($1::timestamptz, $2::int)
         ORDER BY created_at DESC, id DESC LIMIT $3`,
        [cursor?.createdAt ?? null, cursor?.id ?? 0, batchSize],
      );
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1];
      cursor = { createdAt: new Date(last.createdAt).toISOString(), id: last.id };
    }
  }

  /**
   * Subscribers who became active per UTC day from `from` on (confirmed, or
   * signed up when no confirmation was asked), whatever they did later.
   */
  async newSubscribersPerDay(from: string): Promise<{ date: string; count: number }[]> {
    return this.subscriptions.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS date, count(*)::int AS count
         FROM (SELECT (coalesce(confirmed_at, created_at) AT TIME ZONE 'UTC')::date AS day
                 FROM subscriptions WHERE status <> 'pending') AS joined
        WHERE day >= $1::date GROUP BY day ORDER BY day`,
      [from],
    );
  }

  /** The ids of the active subscribers in the segment, oldest first: the recipients a send snapshots. */
  async idsInSegment(segment: NewsletterSegment): Promise<number[]> {
    const where = segmentClause(segment);
    const rows: { id: number }[] = await this.subscriptions.query(
      `SELECT id FROM subscriptions WHERE ${where.sql} ORDER BY id`,
      where.params,
    );
    return rows.map((row) => row.id);
  }
}

/** Active subscribers, narrowed by the credit program answer and any of the interests. */
function segmentClause(segment: NewsletterSegment): { sql: string; params: unknown[] } {
  const conditions = [`status = 'active'`];
  const params: unknown[] = [];
  if (typeof segment.creditProgram === 'boolean') {
    params.push(segment.creditProgram);
    conditions.push(`credit_program_participation = $${params.length}`);
  }
  if (segment.interests?.length) {
    params.push(segment.interests.map((interest) => interest.toLowerCase()));
    conditions.push(
      `EXISTS (SELECT 1 FROM unnest(interests) AS interest WHERE lower(interest) = ANY($${params.length}::text[]))`,
    );
  }
  return { sql: conditions.join(' AND '), params };
}
