import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { rowsOfSubscription } from '../../database/subscription-rows';
import { isoDate } from '../../http/iso-date';
import type { ConsentPurpose, ConsentRecordView, ConsentSummary } from '../../shared/contracts/admin';

export interface ConsentEntry {
  purpose: ConsentPurpose;
  granted: boolean;
  form: string;
  wordingVersion: string;
}

/** Who gave the consent: the request it came with. */
export interface ConsentContext {
  ip: string | null;
  userAgent: string | null;
}

interface ConsentRow {
  purpose: ConsentPurpose;
  granted: boolean;
  form: string;
  wording_version: string;
  ip: string | null;
  user_agent: string | null;
  recorded_at: Date;
}

/**
 * The only reader and writer of subscription_consents: an append-only history
 * of what each subscriber agreed to or withdrew, when, from where and with
 * which wording. Rows go with their subscription when it is erased.
 */
@Injectable()
export class ConsentsStore {
  constructor(private readonly dataSource: DataSource) {}

  async record(
    subscriptionId: number,
    entries: ConsentEntry[],
    context: ConsentContext,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    if (entries.length === 0) return;
    const values: unknown[] = [];
    const tuples = entries.map((entry, index) => {
      const at = index * 7;
      values.push(
        subscriptionId,
        entry.purpose,
        entry.granted,
        entry.form,
        entry.wordingVersion,
        context.ip?.slice(0, 64) ?? null,
        context.userAgent?.slice(0, 512) ?? null,
      );
      return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7})`;
    });
    await manager.query(
      `INSERT INTO subscription_consents (subscription_id, purpose, granted, form, wording_version, ip, user_agent)
       VALUES ${tuples.join(', ')}`,
      values,
    );
  }

  async forSubscription(subscriptionId: number): Promise<ConsentRecordView[]> {
    const rows = await rowsOfSubscription<ConsentRow>(
      this.dataSource,
      'subscription_consents',
      'purpose, granted, form, wording_version, ip, user_agent, recorded_at',
      subscriptionId,
    );
    return rows.map((row) => ({
      purpose: row.purpose,
      granted: row.granted,
      form: row.form,
      wordingVersion: row.wording_version,
      ip: row.ip,
      userAgent: row.user_agent,
      recordedAt: isoDate(row.recorded_at),
    }));
  }

  /** The newest newsletter consent (given or withdrawn) of each subscription, for the admin list. */
  async latestNewsletterConsents(subscriptionIds: number[]): Promise<Map<number, ConsentSummary>> {
    if (subscriptionIds.length === 0) return new Map();
    const rows: (ConsentRow & { subscription_id: number })[] = await this.dataSource.query(
      `SELECT DISTINCT ON (subscription_id) subscription_id, granted, form, recorded_at
       FROM subscription_consents
       WHERE subscription_id = ANY($1::int[]) AND purpose = 'newsletter'
       ORDER BY subscription_id, id DESC`,
      [subscriptionIds],
    );
    return new Map(
      rows.map((row) => [
        row.subscription_id,
        { granted: row.granted, form: row.form, recordedAt: isoDate(row.recorded_at) },
      ]),
    );
  }
}
