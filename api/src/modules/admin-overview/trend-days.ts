import type { TrendDay } from '../../shared/contracts/admin-trends';

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of the UTC day `daysBack` days before `now`. */
export function utcDay(now: Date, daysBack = 0): string {
  return new Date(now.getTime() - daysBack * DAY_MS).toISOString().slice(0, 10);
}

/** One entry per day of the window, oldest first, filling the days nothing happened with zeros. */
export function trendDays(
  now: Date,
  days: number,
  subscribers: { date: string; count: number }[],
  visitors: { date: string; count: number }[],
): TrendDay[] {
  const bySubscribers = new Map(subscribers.map((row) => [row.date, row.count]));
  const byVisitors = new Map(visitors.map((row) => [row.date, row.count]));
  return Array.from({ length: days }, (_, index) => {
    const date = utcDay(now, days - 1 - index);
    return { date, subscribers: bySubscribers.get(date) ?? 0, visitors: byVisitors.get(date) ?? 0 };
  });
}
