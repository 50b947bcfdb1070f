import { MigrationInterface, QueryRunner } from 'typeorm';

const CHARTS = 'streaming_charts';

/**
 * The streaming chart has a page and an API read of its own, so its writes are
 * logged like the other public content: a refreshed chart reaches readers at
 * once instead of when a time limit runs out.
 */
export class ChartChangeLog1764800000000 implements MigrationInterface {
  name = 'ChartChangeLog1764800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TRIGGER ${CHARTS}_content_insert AFTER INSERT ON ${CHARTS}
      REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION note_content_change()`);
    await q.query(`
      CREATE TRIGGER ${CHARTS}_content_update AFTER UPDATE ON ${CHARTS}
      FOR EACH STATEMENT EXECUTE FUNCTION note_content_change()`);
    await q.query(`
      CREATE TRIGGER ${CHARTS}_content_delete AFTER DELETE ON ${CHARTS}
      REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION note_content_change()`);
    await q.query(`
      CREATE TRIGGER ${CHARTS}_content_truncate AFTER TRUNCATE ON ${CHARTS}
      FOR EACH STATEMENT EXECUTE FUNCTION note_content_change()`);
    await q.query(`INSERT INTO content_change_log (table_name, bumps, row_delta) VALUES ($1, 1, 0)`, [CHARTS]);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await q.query(`DROP TRIGGER ${CHARTS}_content_${event} ON ${CHARTS}`);
    }
    await q.query(`DELETE FROM content_change_log WHERE table_name = $1`, [CHARTS]);
  }
}
