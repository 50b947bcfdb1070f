import { MigrationInterface, QueryRunner } from 'typeorm';
import { createContentChangeTriggers } from './sql/content-change-triggers';

const CHARTS = 'streaming_charts';

/**
 * The streaming chart has a page and an API read of its own, so its writes are
 * logged like the other public content: a refreshed chart reaches readers at
 * once instead of when a time limit runs out.
 */
export class ChartChangeLog1764800000000 implements MigrationInterface {
  name = 'ChartChangeLog1764800000000';

  public async up(q: QueryRunner): Promise<void> {
    await createContentChangeTriggers(q, CHARTS, 6);
    await q.query(`INSERT INTO content_change_log (table_name, bumps, row_delta) VALUES ($1, 1, 0)`, [CHARTS]);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await q.query(`DROP TRIGGER ${CHARTS}_content_${event} ON ${CHARTS}`);
    }
    await q.query(`DELETE FROM content_change_log WHERE table_name = $1`, [CHARTS]);
  }
}
