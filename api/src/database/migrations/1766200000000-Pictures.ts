import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Remote pictures kept on our side: one row per picture address (the original
 * as fetched, or why it was refused), and its variants (every width and
 * format) as bytes in Postgres, so any number of API processes serve them
 * without a shared disk.
 */
export class Pictures1766200000000 implements MigrationInterface {
  name = 'Pictures1766200000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE pictures (
      hash varchar(32) PRIMARY KEY,
      source_url text NOT NULL,
      status varchar(16) NOT NULL,
      reason text,
      content_type varchar(40),
      width int,
      height int,
      placeholder text,
      original bytea,
      attempts int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      processed_at timestamptz
    )`);
    await q.query(`CREATE TABLE picture_variants (
      hash varchar(32) NOT NULL REFERENCES pictures (hash) ON DELETE CASCADE,
      format varchar(8) NOT NULL,
      width int NOT NULL,
      height int NOT NULL,
      etag varchar(80) NOT NULL,
      bytes bytea NOT NULL,
      PRIMARY KEY (hash, format, width)
    )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE picture_variants`);
    await q.query(`DROP TABLE pictures`);
  }
}
