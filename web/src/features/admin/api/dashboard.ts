import { useQuery } from '@tanstack/react-query';
import type { AdminOverviewResponse, AdminStatsResponse } from '@api/shared/contracts/admin';
import {
  TREND_DEFAULT_DAYS,
  type AdminTrendsResponse,
  type FailingSourceView,
} from '@api/shared/contracts/admin-trends';
import { getJson } from '../../../lib/api-client';

/** Spec section 9 polling intervals. */
export const DASHBOARD_STATS_POLL_MS = 30_000;
export const SUBSCRIBER_STATS_POLL_MS = 60_000;
export const SUBSCRIBER_LIST_POLL_MS = 300_000;

export const adminKeys = {
  stats: ['/api/admin/stats'] as const,
  subscribers: ['/api/admin/subscribers'] as const,
  overview: ['/api/admin/overview'] as const,
  trends: ['/api/admin/overview', 'trends'] as const,
  failingSources: ['/api/admin/overview', 'failing-sources'] as const,
};

/** Before the first answer the stats read as zeros (spec section 3). */
export const EMPTY_STATS: AdminStatsResponse = {
  totalSubscribers: 0,
  dailyVisitors: 0,
  creditProgramYes: 0,
  creditProgramNo: 0,
  lastUpdated: '',
  pendingSubscribers: 0,
  unsubscribed: 0,
};

export function useAdminStats(pollMs: number) {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: () => getJson<AdminStatsResponse>('/api/admin/stats'),
    refetchInterval: pollMs,
  });
}

export function useAdminOverview() {
  return useQuery({
    queryKey: adminKeys.overview,
    queryFn: () => getJson<AdminOverviewResponse>('/api/admin/overview'),
  });
}

/** Subscribers and visitors per day over the last 30 days. */
export function useAdminTrends() {
  return useQuery({
    queryKey: adminKeys.trends,
    queryFn: () => getJson<AdminTrendsResponse>(`/api/admin/overview/trends?days=${TREND_DEFAULT_DAYS}`),
  });
}

export function useFailingSources() {
  return useQuery({
    queryKey: adminKeys.failingSources,
    queryFn: () => getJson<FailingSourceView[]>('/api/admin/overview/failing-sources'),
  });
}
