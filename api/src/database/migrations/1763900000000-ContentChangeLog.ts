import { MigrationInterface, QueryRunner } from 'typeorm';
import { CONTENT_CHANGED_CHANNEL, INITIAL_CONTENT_TABLES } from '../content-tables';
import { addContentChangeTriggers, dropContentChangeTriggers } from './sql/content-change-triggers';

/**
 * Makes every write to a public content table visible to the API's response
 * cache without any writer having to remember it (admin CRUD, worker scrapers,
 * spotlight upserts, seeds, psql by hand all go through these triggers).
 *
 * Each statement appends one row to content_change_log (INSERT only, so
 * concurrent writers never wait on a shared counter row and cannot deadlock on
 * it) and sends a NOTIFY, delivered at commit. A table's version is
 * `sum(bumps):max(id)` over its log rows: every commit adds at least one bump,
 * and ids come from a sequence no column owns, so TRUNCATE ... RESTART IDENTITY
 * (the tests' truncateAll) can never make an old version reappear.
 * row_delta counts rows in and out, so the exact row count of a table is
 * `sum(row_delta)`: X-Total-Count without counting 100,000 articles.
 * The API compacts the log (sums per table) so it stays a few rows long.
 */
export class ContentChangeLog1763900000000 implements MigrationInterface {
  name = 'ContentChangeLog1763900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE content_change_log_id_seq`);
    await q.query(`
      CREATE TABLE content_change_log (
        id bigint PRIMARY KEY DEFAULT nextval('content_change_log_id_seq'),
        table_name text NOT NULL,
        bumps bigint NOT NULL,
        row_delta bigint NOT NULL
      )`);

    await q.query(`
      CREATE FUNCTION note_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        delta bigint := 0;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          SELECT count(*) INTO delta FROM inserted_rows;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT -count(*) INTO delta FROM deleted_rows;
        ELSIF TG_OP = 'TRUNCATE' THEN
          -- TRUNCATE holds an exclusive lock, so every other writer of this table has finished.
          SELECT -coalesce(sum(row_delta), 0) INTO delta FROM content_change_log WHERE table_name = TG_TABLE_NAME;
        END IF;
        INSERT INTO content_change_log (table_name, bumps, row_delta) VALUES (TG_TABLE_NAME, 1, delta);
        PERFORM pg_notify('${CONTENT_CHANGED_CHANNEL}', TG_TABLE_NAME);
        RETURN NULL;
      END
      $$`);

    for (const table of INITIAL_CONTENT_TABLES) {
      await addContentChangeTriggers(q, table);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of INITIAL_CONTENT_TABLES) {
      await dropContentChangeTriggers(q, table);
    }
    await q.query(`DROP FUNCTION IF EXISTS note_content_change()`);
    await q.query(`DROP TABLE IF EXISTS content_change_log`);
    await q.query(`DROP SEQUENCE IF EXISTS content_change_log_id_seq`);
  }
}
