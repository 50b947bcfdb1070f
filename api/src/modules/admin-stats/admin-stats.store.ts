import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminStats } from './admin-stats.entity';

export type AdminStatsSnapshot = Omit<AdminStats, 'id' | 'lastUpdated'>;

/** The one place that reads and writes `admin_stats`, a single row. */
@Injectable()
export class AdminStatsStore {
  constructor(@InjectRepository(AdminStats) private readonly stats: Repository<AdminStats>) {}

  /**
   * Writes the numbers into the single row (creating it when missing), stamped
   * now. One statement, so a re-run simply writes the same numbers again.
   */
  async saveSnapshot(snapshot: AdminStatsSnapshot): Promise<void> {
    await this.stats.query(
      `WITH updated AS (
         UPDATE admin_stats SET
           total_subscribers = $1, credit_program_yes = $2, credit_program_no = $3,
           daily_visitors = $4, last_updated = now()
         WHERE admin_stats.id = (SELECT min(id) FROM admin_stats)
         RETURNING id
       )
       INSERT INTO admin_stats (total_subscribers, credit_program_yes, credit_program_no, daily_visitors, last_updated)
       SELECT $1, $2, $3, $4, now()
       WHERE NOT EXISTS (SELECT 1 FROM admin_stats)`,
      [snapshot.totalSubscribers, snapshot.creditProgramYes, snapshot.creditProgramNo, snapshot.dailyVisitors],
    );
  }
}
