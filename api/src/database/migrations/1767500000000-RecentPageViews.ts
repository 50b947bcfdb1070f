import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A page view counted once: a session keeps the times of its last views, and a
 * view whose time is among them is a replay (a retried job) and adds nothing.
 * It replaces the rule that only a view later than the last one counted, which
 * dropped real views the worker took out of order (it takes many at once).
 */
export class RecentPageViews1767500000000 implements MigrationInterface {
  name = 'RecentPageViews1767500000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE visitor_sessions ADD COLUMN recent_views timestamptz[] NOT NULL DEFAULT '{}'`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE visitor_sessions DROP COLUMN recent_views`);
  }
}
