import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A source's failures count runs, not attempts: a run in which every source
 * failed is retried by the queue, and each retry used to add one, so a
 * single click read 'Failed 3 runs in a row'. The run that last counted a
 * failure is kept, and a retry of the same run adds nothing.
 */
export class SourceFailedRuns1765300200000 implements MigrationInterface {
  name = 'SourceFailedRuns1765300200000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE scrape_sources ADD COLUMN last_failed_run varchar(200)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE scrape_sources DROP COLUMN last_failed_run`);
  }
}
