import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per visitor session and UTC day it was seen: the admin Overview's
 * visitors-per-day trend. visitor_sessions keeps only first and last sight,
 * which cannot tell how many readers came on a given day.
 */
export class VisitorDays1764213000000 implements MigrationInterface {
  name = 'VisitorDays1764213000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE visitor_days (
        day date NOT NULL,
        session_id varchar(100) NOT NULL,
        PRIMARY KEY (day, session_id)
      )`);
    await q.query(`
      INSERT INTO visitor_days (day, session_id)
      SELECT DISTINCT (d AT TIME ZONE 'UTC')::date, session_id
        FROM visitor_sessions, LATERAL (VALUES (first_seen_at), (last_seen_at)) AS seen(d)
      ON CONFLICT DO NOTHING`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE visitor_days`);
  }
}
