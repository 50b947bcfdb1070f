import { countOf } from './plural';

/** Spec section 9: how long ago an article was published and a release came out. */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function toTime(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

function plural(count: number, unit: string): string {
  return `${countOf(count, unit)} ago`;
}

/** 'Just now' under an hour, 'N hours ago' under a day, otherwise 'N days ago'. Future or unreadable dates read 'Just now'. */
export function relativeArticleTime(publishedAt: Date | string | number, now: Date = new Date()): string {
  const elapsed = now.getTime() - toTime(publishedAt);
  if (!Number.isFinite(elapsed) || elapsed < HOUR_MS) return 'Just now';
  if (elapsed < DAY_MS) return plural(Math.floor(elapsed / HOUR_MS), 'hour');
  return plural(Math.floor(elapsed / DAY_MS), 'day');
}

/** 'Released Today', 'Yesterday', 'N days ago' (under 7), '1 week ago' (under 14), '2 weeks ago' (under 21), else '3 weeks ago'. */
export function releaseTimeLabel(releaseDate: Date | string | number, now: Date = new Date()): string {
  const elapsed = now.getTime() - toTime(releaseDate);
  const days = Number.isFinite(elapsed) ? Math.max(0, Math.floor(elapsed / DAY_MS)) : 0;
  if (days === 0) return 'Released Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 14) return '1 week ago';
  if (days < 21) return '2 weeks ago';
  return '3 weeks ago';
}
