import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scrape sources become rows the admin manages instead of an environment list:
 * an id to address them by, an on/off switch, and each source's health (last
 * HTTP status, items found and added by the last run, failures in a row,
 * conditional-GET hits). scrape_source_seeding remembers, per kind, that the
 * environment's list was copied in once, so a source the admin removed never
 * comes back on the next start.
 */
export class ManagedScrapeSources1764300000000 implements MigrationInterface {
  name = 'ManagedScrapeSources1764300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE scrape_sources
        ADD COLUMN id serial NOT NULL,
        ADD COLUMN enabled boolean NOT NULL DEFAULT true,
        ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN last_status integer,
        ADD COLUMN last_items_found integer,
        ADD COLUMN last_items_added integer,
        ADD COLUMN consecutive_failures integer NOT NULL DEFAULT 0,
        ADD COLUMN not_modified_hits integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE scrape_sources ADD CONSTRAINT uq_scrape_sources_id UNIQUE (id)`);
    await q.query(`CREATE INDEX idx_scrape_sources_kind ON scrape_sources (kind, created_at)`);
    await q.query(`UPDATE scrape_sources SET consecutive_failures = 1 WHERE last_outcome LIKE 'failed%'`);
    await q.query(`
      CREATE TABLE scrape_source_seeding (
        kind varchar(20) PRIMARY KEY,
        seeded_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE scrape_source_seeding`);
    await q.query(`DROP INDEX idx_scrape_sources_kind`);
    await q.query(`
      ALTER TABLE scrape_sources
        DROP CONSTRAINT uq_scrape_sources_id,
        DROP COLUMN id, DROP COLUMN enabled, DROP COLUMN created_at, DROP COLUMN last_status,
        DROP COLUMN last_items_found, DROP COLUMN last_items_added, DROP COLUMN consecutive_failures,
        DROP COLUMN not_modified_hits`);
  }
}
