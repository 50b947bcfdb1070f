import { countOf } from '@api/shared/domain/plural';
import { Injectable } from '@nestjs/common';
import { AdminStatsStore } from '@api/modules/admin-stats/admin-stats.store';
import { SubscriptionsStore } from '@api/modules/subscriptions/subscriptions.store';
import { VisitsStore } from '@api/modules/visits/visits.store';
import type { JobResult } from '@api/queues/job-payloads';

/**
 * Recomputes the single admin_stats row from the subscriptions and visitor
 * sessions; a re-run simply writes the same numbers again.
 */
@Injectable()
export class AdminStatsRefresher {
  constructor(
    private readonly subscriptions: SubscriptionsStore,
    private readonly visits: VisitsStore,
    private readonly stats: AdminStatsStore,
  ) {}

  async refresh(): Promise<JobResult> {
    const [subscribers, dailyVisitors] = await Promise.all([this.subscriptions.counts(), this.visits.dailyVisitors()]);
    await this.stats.saveSnapshot({
      totalSubscribers: subscribers.total,
      creditProgramYes: subscribers.creditProgram,
      creditProgramNo: subscribers.total - subscribers.creditProgram,
      dailyVisitors,
    });
    return {
      message: `${countOf(subscribers.total, 'subscriber')} (${subscribers.creditProgram} in the credit program), ${countOf(dailyVisitors, 'visitor')} in 24h`,
      totalSubscribers: subscribers.total,
      dailyVisitors,
    };
  }
}
