import { Injectable } from '@nestjs/common';
import type { AdminTrendsResponse, FailingSourceView } from '../../shared/contracts/admin-trends';
import { FAILING_SOURCES_LIMIT } from '../../shared/contracts/admin-trends';
import { ScrapeSourcesStore } from '../scrape-sources/scrape-sources.store';
import { SubscriptionsStore } from '../subscriptions/subscriptions.store';
import { VisitsStore } from '../visits/visits.store';
import { trendDays, utcDay } from './trend-days';

/** The Overview's trends: subscribers and visitors per day, and the scrape sources that fail. */
@Injectable()
export class AdminTrendsService {
  constructor(
    private readonly subscriptions: SubscriptionsStore,
    private readonly visits: VisitsStore,
    private readonly sources: ScrapeSourcesStore,
  ) {}

  async trends(days: number, now = new Date()): Promise<AdminTrendsResponse> {
    const from = utcDay(now, days - 1);
    const [subscribers, visitors] = await Promise.all([
      this.subscriptions.newSubscribersPerDay(from),
      this.visits.visitorsPerDay(from),
    ]);
    return { days: trendDays(now, days, subscribers, visitors) };
  }

  async failingSources(): Promise<FailingSourceView[]> {
    const rows = await this.sources.failing(FAILING_SOURCES_LIMIT);
    return rows.map((row) => ({
      url: row.url,
      kind: row.kind,
      lastFetchedAt: row.lastFetchedAt ? new Date(row.lastFetchedAt).toISOString() : null,
      lastOutcome: row.lastOutcome,
      consecutiveFailures: row.consecutiveFailures,
    }));
  }
}
