import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each scrape source gets a policy for the stories it brings: `publish` (at
 * once, what every source did before, so every existing source keeps it) or
 * `review` (stories land as drafts for an editor to publish or discard).
 */
export class ScrapeReviewPolicy1765000100000 implements MigrationInterface {
  name = 'ScrapeReviewPolicy1765000100000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE scrape_sources ADD COLUMN policy varchar(10) NOT NULL DEFAULT 'publish'
         CONSTRAINT scrape_sources_policy_check CHECK (policy IN ('publish', 'review'))`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE scrape_sources DROP COLUMN policy`);
  }
}
