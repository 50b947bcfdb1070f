import { Injectable } from '@nestjs/common';
import type { AdminStatsResponse } from '../../shared/contracts/admin';
import { SubscriptionsStore } from '../subscriptions/subscriptions.store';
import { VisitsStore } from '../visits/visits.store';

/**
 * Live numbers for the subscriber dashboard. Total Subscribers and the credit
 * program split count confirmed (active) subscribers only; pending and
 * unsubscribed are counted beside them. Index-backed counts, so the 30 s
 * poll costs little and a new subscriber shows up at once.
 */
@Injectable()
export class AdminStatsService {
  constructor(
    private readonly subscriptions: SubscriptionsStore,
    private readonly visits: VisitsStore,
  ) {}

  async current(): Promise<AdminStatsResponse> {
    const [subscribers, dailyVisitors] = await Promise.all([this.subscriptions.counts(), this.visits.dailyVisitors()]);
    return {
      totalSubscribers: subscribers.total,
      dailyVisitors,
      creditProgramYes: subscribers.creditProgram,
      creditProgramNo: subscribers.total - subscribers.creditProgram,
      lastUpdated: new Date().toISOString(),
      pendingSubscribers: subscribers.pending,
      unsubscribed: subscribers.unsubscribed,
    };
  }
}
