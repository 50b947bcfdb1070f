import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AdminStatsResponse } from '../../shared/contracts/admin';

/**
 * Live numbers for the subscriber dashboard. Total Subscribers and the credit
 * program split count confirmed (active) subscribers only; pending and
 * unsubscribed are counted beside them. Two index-backed counts, so the
 * 30 s poll costs little and a new subscriber shows up at once (the worker's
 * admin_stats row is a periodic snapshot; this answer never lags behind it).
 */
@Injectable()
export class AdminStatsService {
  constructor(private readonly dataSource: DataSource) {}

  async current(): Promise<AdminStatsResponse> {
    const [row] = await this.dataSource.query(`
      SELECT
        (SELECT count(*) FROM subscriptions WHERE status = 'active')::int AS total,
        (SELECT count(*) FROM subscriptions WHERE status = 'active' AND credit_program_participation)::int AS yes,
        (SELECT count(*) FROM subscriptions WHERE status = 'pending')::int AS pending,
        (SELECT count(*) FROM subscriptions WHERE status = 'unsubscribed')::int AS unsubscribed,
        (SELECT count(*) FROM visitor_sessions WHERE last_seen_at > now() - interval '24 hours')::int AS daily,
        now() AS at`);
    return {
      totalSubscribers: row.total,
      dailyVisitors: row.daily,
      creditProgramYes: row.yes,
      creditProgramNo: row.total - row.yes,
      lastUpdated: new Date(row.at).toISOString(),
      pendingSubscribers: row.pending,
      unsubscribed: row.unsubscribed,
    };
  }
}
