import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin dashboard counts subscribers and visitors live, from indexed
 * queries; the snapshot row the worker rewrote every minute was read by
 * nothing, so the table goes with the job that wrote it.
 */
export class DropAdminStats1765300470000 implements MigrationInterface {
  name = 'DropAdminStats1765300470000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS admin_stats`);
  }

  public async down(q: QueryRunner): Promise<void> {
    const count = 'integer NOT NULL DEFAULT 0';
    await q.query(
      `CREATE TABLE admin_stats (id serial PRIMARY KEY, total_subscribers ${count}, daily_visitors ${count},
         credit_program_yes ${count}, credit_program_no ${count}, last_updated timestamptz NOT NULL DEFAULT now())`,
    );
  }
}
