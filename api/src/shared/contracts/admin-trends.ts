/** The admin Overview's trends: GET /api/admin/overview/trends and /api/admin/overview/failing-sources. */

export const TREND_DEFAULT_DAYS = 30;
export const TREND_MIN_DAYS = 7;
export const TREND_MAX_DAYS = 90;

export interface TrendDay {
  /** YYYY-MM-DD, UTC. */
  date: string;
  /** Subscribers who became active that day. */
  subscribers: number;
  /** Distinct reader sessions seen that day (admins and known bots are not counted). */
  visitors: number;
}

export interface AdminTrendsResponse {
  /** Oldest first, one entry per day, today last; days without activity hold zeros. */
  days: TrendDay[];
}

export interface FailingSourceView {
  url: string;
  kind: 'news' | 'releases';
  /** ISO 8601, or null when never fetched. */
  lastFetchedAt: string | null;
  /** What the last fetch said, in words ('failed: could not resolve feeds.example.com'). */
  lastOutcome: string;
  /** Runs in a row that failed; from SOURCE_FAILURE_ALERT_RUNS on, the Overview flags the source as dead. */
  consecutiveFailures: number;
}

/** Failed runs in a row after which a source is flagged as dead rather than having a bad day. */
export const SOURCE_FAILURE_ALERT_RUNS = 5;

export const FAILING_SOURCES_LIMIT = 10;
