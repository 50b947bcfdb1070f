import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SubscriberListItem } from '../../shared/contracts/admin';

interface SubscriberRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  credit_program_participation: boolean;
  phone_number: string | null;
  created_at: Date;
}

export interface SubscriberCursor {
  createdAt: string;
  id: number;
}

/** Subscribers for the admin, newest first, in the spec's list item shape. */
@Injectable()
export class SubscriberListService {
  constructor(private readonly dataSource: DataSource) {}

  async page(limit: number, offset: number): Promise<{ items: SubscriberListItem[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT id, first_name, last_name, email, credit_program_participation, phone_number, created_at
         FROM subscriptions ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [limit, offset],
      ) as Promise<SubscriberRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM subscriptions`) as Promise<{ total: number }[]>,
    ]);
    return { items: rows.map(toItem), total };
  }

  /**
   * Every subscriber, newest first, a batch at a time (keyset paging on the
   * (created_at, id) index), so an export of any size holds one batch in memory.
   */
  async *all(batchSize = 1_000): AsyncGenerator<SubscriberListItem[]> {
    let cursor: SubscriberCursor | null = null;
    for (;;) {
      const rows: SubscriberRow[] = await this.dataSource.query(
        `SELECT id, first_name, last_name, email, credit_program_participation, phone_number, created_at
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
