import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's lists page on the server in their default order: artists most
 * recently edited first, newsletters newest first. Each default order gets the
 * index that serves it, so page 1 of a large table reads a page, not the table.
 * (Articles, releases and events are already indexed in theirs.)
 */
export class AdminListOrders1765000300000 implements MigrationInterface {
  name = 'AdminListOrders1765000300000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX idx_artists_updated ON artists (updated_at DESC, id DESC)`);
    await q.query(`CREATE INDEX idx_newsletters_created ON newsletters (created_at DESC, id DESC)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX idx_newsletters_created`);
    await q.query(`DROP INDEX idx_artists_updated`);
  }
}
