import { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES = `('draft', 'scheduled', 'published', 'archived')`;

/**
 * Articles and artists get a publication status (draft, scheduled with a
 * publish time, published, archived); only published rows are public.
 *
 * Every row already stored was on the public site, so it becomes published;
 * the one exception keeps its meaning: an artist whose spec field
 * content_status was 'archived' stays archived. content_status itself goes:
 * the artist view derives it from the status (scheduled reads as draft), so
 * one column decides what readers see.
 *
 * The partial indexes hold the few rows that are not published: the public
 * total is the table's row count minus them, and the worker's overdue sweep
 * and the admin's review queue read them without a scan.
 */
export class PublicationStatus1765000000000 implements MigrationInterface {
  name = 'PublicationStatus1765000000000';

  public async up(q: QueryRunner): Promise<void> {
    for (const table of ['articles', 'artists']) {
      await q.query(
        `ALTER TABLE ${table} ADD COLUMN status varchar(20) NOT NULL DEFAULT 'published', ADD COLUMN publish_at timestamptz`,
      );
      await q.query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_status_check CHECK (status IN ${STATUSES})`);
      // A publish time belongs to a scheduled row, and a scheduled row always has one.
      await q.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${table}_publish_at_check CHECK ((status = 'scheduled') = (publish_at IS NOT NULL))`,
      );
      await q.query(
        `CREATE INDEX ${table}_unpublished_idx ON ${table} (status, publish_at) WHERE status <> 'published'`,
      );
    }
    await q.query(`UPDATE artists SET status = 'archived' WHERE content_status = 'archived'`);
    await q.query(`ALTER TABLE artists DROP COLUMN content_status`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE artists ADD COLUMN content_status varchar(20) NOT NULL DEFAULT 'draft'`);
    await q.query(`UPDATE artists SET content_status = CASE status WHEN 'scheduled' THEN 'draft' ELSE status END`);
    for (const table of ['articles', 'artists']) {
      await q.query(`DROP INDEX IF EXISTS ${table}_unpublished_idx`);
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_publish_at_check`);
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_status_check`);
      await q.query(`ALTER TABLE ${table} DROP COLUMN publish_at, DROP COLUMN status`);
    }
  }
}
