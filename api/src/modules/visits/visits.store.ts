import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { VisitorSession } from './visitor-session.entity';

export interface PageView {
  sessionId: string;
  path: string;
  at: Date;
}

export interface DayCount {
  /** YYYY-MM-DD, UTC. */
  date: string;
  count: number;
}

/**
 * How many view times a session keeps to know a replay: a retried job comes
 * back within moments, long before a reader has viewed this many more pages.
 */
const RECENT_VIEWS_KEPT = 32;

/** The one place that reads and writes `visitor_sessions` and `visitor_days`. */
@Injectable()
export class VisitsStore {
  constructor(@InjectRepository(VisitorSession) private readonly sessions: Repository<VisitorSession>) {}

  /**
   * One row per visitor session. A view counts once, in whatever order the
   * worker takes them: one whose time is among the session's last
   * RECENT_VIEWS_KEPT is a replay (a retried job) and adds nothing; the last
   * path is the latest view's.
   */
  async recordPageView(view: PageView): Promise<void> {
    // One statement for both tables: the day's trend and the session move together, in one round trip.
    await this.sessions.query(
      `WITH seen_that_day AS (
         INSERT INTO visitor_days (day, session_id) VALUES (($2::timestamptz AT TIME ZONE 'UTC')::date, $1)
         ON CONFLICT DO NOTHING
       )
       INSERT INTO visitor_sessions (session_id, first_seen_at, last_seen_at, page_views, last_path, recent_views)
       VALUES ($1, $2, $2, 1, $3, ARRAY[$2::timestamptz])
       ON CONFLICT (session_id) DO UPDATE SET
         first_seen_at = LEAST(visitor_sessions.first_seen_at, EXCLUDED.first_seen_at),
         last_seen_at = GREATEST(visitor_sessions.last_seen_at, EXCLUDED.last_seen_at),
         page_views = visitor_sessions.page_views + 1,
         last_path = CASE WHEN EXCLUDED.last_seen_at > visitor_sessions.last_seen_at
                          THEN EXCLUDED.last_path ELSE visitor_sessions.last_path END,
         recent_views = (visitor_sessions.recent_views || EXCLUDED.last_seen_at)
                          [greatest(1, cardinality(visitor_sessions.recent_views) + 2 - $4):]
       WHERE NOT (EXCLUDED.last_seen_at = ANY (visitor_sessions.recent_views))`,
      [view.sessionId, view.at, view.path, RECENT_VIEWS_KEPT],
    );
  }

  /** Visitor sessions seen in the last 24 hours: the dashboard's 'Daily Visitors'. */
  async dailyVisitors(): Promise<number> {
    const [row]: { daily: number }[] = await this.sessions.query(
      `SELECT count(*)::int AS daily FROM visitor_sessions WHERE last_seen_at > now() - interval '24 hours'`,
    );
    return row.daily;
  }

  /** Distinct visitor sessions per UTC day from `from` (a date) on; days without visitors are absent. */
  async visitorsPerDay(from: string): Promise<DayCount[]> {
    return this.sessions.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS date, count(*)::int AS count
         FROM visitor_days WHERE day >= $1::date GROUP BY day ORDER BY day`,
      [from],
    );
  }
}
