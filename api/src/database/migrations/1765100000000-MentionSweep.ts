import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Artist matching's own bookmark: the moment up to which every story and
 * artist changed is known to be matched. The worker's sweep matches what
 * changed after it (a matching job that was never queued, say while Redis
 * was down), then moves it. One row, or none before the first sweep.
 * The sweep finds changed stories and artists by updated_at, hence the indexes.
 */
export class MentionSweep1765100000000 implements MigrationInterface {
  name = 'MentionSweep1765100000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE mention_sweeps (
         id smallint PRIMARY KEY DEFAULT 1 CONSTRAINT mention_sweeps_one_row CHECK (id = 1),
         swept_until timestamptz NOT NULL
       )`,
    );
    await q.query(`CREATE INDEX articles_updated_at_idx ON articles (updated_at)`);
    await q.query(`CREATE INDEX artists_updated_at_idx ON artists (updated_at)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX artists_updated_at_idx`);
    await q.query(`DROP INDEX articles_updated_at_idx`);
    await q.query(`DROP TABLE mention_sweeps`);
  }
}
