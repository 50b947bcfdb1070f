import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SubscriberListItem, SubscriberStatus } from '../../shared/contracts/admin';
import { ConsentsStore } from '../consents/consents.store';
import type { SubscriberFilters } from './dto/subscriber-list-query.dto';

export interface SubscriberRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  credit_program_participation: boolean;
  phone_number: string | null;
  created_at: Date;
  status: SubscriberStatus;
  confirmed_at: Date | null;
}

export interface SubscriberCursor {
  createdAt: string;
  id: number;
}

const COLUMNS = `id, first_name, last_name, email, credit_program_participation, phone_number, created_at,
  status, confirmed_at`;

/** LIKE treats % and _ as wildcards; a search for "50%" means those characters. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
    const pattern = next(likePattern(filters.q));
    conditions.push(
      `(email ILIKE ${pattern} OR first_name ILIKE ${pattern} OR last_name ILIKE ${pattern}
        OR (first_name || ' ' || last_name) ILIKE ${pattern})`,
    );
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** Subscribers for the admin, newest first, in the spec's list item shape plus status and consent. */
@Injectable()
export class SubscriberListService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly consents: ConsentsStore,
  ) {}

  async page(
    limit: number,
    offset: number,
    filters: SubscriberFilters = {},
  ): Promise<{ items: SubscriberListItem[]; total: number }> {
    const where = filterClause(filters, 3);
    const count = filterClause(filters, 1);
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${COLUMNS} FROM subscriptions ${where.sql}
         ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [limit, offset, ...where.params],
      ) as Promise<SubscriberRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM subscriptions ${count.sql}`, count.params) as Promise<
        { total: number }[]
      >,
    ]);
    return { items: await this.withConsents(rows), total };
  }

  /**
   * Every subscriber, newest first, a batch at a time (keyset paging on the
   * (created_at, id) index), so an export of any size holds one batch in memory.
   */
  async *all(batchSize = 1_000): AsyncGenerator<SubscriberListItem[]> {
    let cursor: SubscriberCursor | null = null;
    for (;;) {
      const rows: SubscriberRow[] = await this.dataSource.query(
        `SELECT ${COLUMNS}
         FROM subscriptions
         WHERE $1::timestamptz IS NULL OR (created_at, id) < ($1::timestamptz, $2::int)
         ORDER BY created_at DESC, id DESC LIMIT $3`,
        [cursor?.createdAt ?? null, cursor?.id ?? 0, batchSize],
      );
      if (rows.length === 0) return;
      yield this.withConsents(rows);
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1];
      cursor = { createdAt: new Date(last.created_at).toISOString(), id: last.id };
    }
  }

  private async withConsents(rows: SubscriberRow[]): Promise<SubscriberListItem[]> {
    const consents = await this.consents.latestNewsletterConsents(rows.map((row) => row.id));
    return rows.map((row) => ({ ...toItem(row), newsletterConsent: consents.get(row.id) ?? null }));
  }
}

export function toItem(row: SubscriberRow): SubscriberListItem {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    creditProgramParticipation: row.credit_program_participation,
    phoneNumber: row.phone_number,
    subscribedAt: new Date(row.created_at).toISOString(),
    status: row.status,
    confirmedAt: row.confirmed_at ? new Date(row.confirmed_at).toISOString() : null,
    newsletterConsent: null,
  };
}
