import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Abuse-limit counters for stacks without Redis (QUEUE_BACKEND=postgres),
 * in the shape rate-limiter-flexible's Postgres store reads and writes:
 * points counted per key until `expire` (epoch milliseconds). The store
 * deletes rows that expired an hour ago; the index keeps that cheap.
 */
export class RateLimits1764000000000 implements MigrationInterface {
  name = 'RateLimits1764000000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rate_limits (
        key text PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
    await q.query(`CREATE INDEX rate_limits_expire_idx ON rate_limits (expire)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limits`);
  }
}
