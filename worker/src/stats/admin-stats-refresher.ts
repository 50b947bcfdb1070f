import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobResult } from '@api/queues/job-payloads';

/**
 * Recomputes the single admin_stats row from the source tables. One statement,
 * so a re-run simply writes the same numbers again.
 */
@Injectable()
export class AdminStatsRefresher {
  constructor(private readonly dataSource: DataSource) {}

  async refresh(): Promise<JobResult> {
    const [row] = await this.dataSource.query(`
      WITH totals AS (
        SELECT count(*)::int AS total,
               count(*) FILTER (WHERE credit_program_participation)::int AS yes,
               count(*) FILTER (WHERE NOT credit_program_participation)::int AS no
        FROM subscriptions
      ), visitors AS (
        SELECT count(*)::int AS daily FROM visitor_sessions WHERE last_seen_at > now() - interval '24 hours'
      ), updated AS (
        UPDATE admin_stats SET
          total_subscribers = totals.total, credit_program_yes = totals.yes, credit_program_no = totals.no,
          daily_visitors = visitors.daily, last_updated = now()
        FROM totals, visitors
        WHERE admin_stats.id = (SELECT min(id) FROM admin_stats)
        RETURNING admin_stats.*
      ), inserted AS (
        INSERT INTO admin_stats (total_subscribers, credit_program_yes, credit_program_no, daily_visitors, last_updated)
        SELECT totals.total, totals.yes, totals.no, visitors.daily, now() FROM totals, visitors
        WHERE NOT EXISTS (SELECT 1 FROM admin_stats)
        RETURNING admin_stats.*
      )
      SELECT * FROM updated UNION ALL SELECT * FROM inserted`);
    return {
      message: `${row.total_subscribers} subscribers (${row.credit_program_yes} in the credit program), ${row.daily_visitors} visitors in 24h`,
      totalSubscribers: row.total_subscribers,
      dailyVisitors: row.daily_visitors,
    };
  }
}
