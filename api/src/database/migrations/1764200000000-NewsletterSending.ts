import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Newsletters get sent. A newsletter carries its sending lifecycle (draft,
 * scheduled, sending, sent, cancelled) beside its publication date: readers see
 * what is published, admins see everything. Every send snapshots its
 * recipients into newsletter_deliveries, one row per newsletter and
 * subscriber, whose status is the only proof that an email went out, so a
 * repeated job never sends a delivered email again.
 *
 * Rows that exist before this migration were never emailed: they start as
 * drafts, still published on the site as before.
 */
export class NewsletterSending1764200000000 implements MigrationInterface {
  name = 'NewsletterSending1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE newsletters
        ADD COLUMN status varchar(16) NOT NULL DEFAULT 'draft'
          CHECK (status IN ('draft', 'scheduled', 'sending', 'sent', 'cancelled')),
        ADD COLUMN scheduled_at timestamptz,
        ADD COLUMN sent_at timestamptz,
        ADD COLUMN recipient_count integer,
        ADD COLUMN segment jsonb,
        ADD COLUMN send_job_id varchar(120),
        ADD COLUMN digest_week varchar(8) UNIQUE`);
    await q.query(`CREATE INDEX idx_newsletters_scheduled ON newsletters (scheduled_at) WHERE status = 'scheduled'`);

    await q.query(`
      CREATE TABLE newsletter_deliveries (
        id bigserial PRIMARY KEY,
        newsletter_id integer NOT NULL REFERENCES newsletters (id) ON DELETE CASCADE,
        subscription_id integer NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
        status varchar(16) NOT NULL DEFAULT 'queued'
          CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'bounced', 'skipped')),
        attempts integer NOT NULL DEFAULT 0,
        message_id varchar(300),
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        UNIQUE (newsletter_id, subscription_id)
      )`);
    // Finding whether anything is left to send is an index probe, not a count.
    await q.query(`
      CREATE INDEX idx_newsletter_deliveries_open ON newsletter_deliveries (newsletter_id, id)
        WHERE status IN ('queued', 'sending')`);
    await q.query(`CREATE INDEX idx_newsletter_deliveries_subscription ON newsletter_deliveries (subscription_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS newsletter_deliveries`);
    await q.query(`DROP INDEX IF EXISTS idx_newsletters_scheduled`);
    await q.query(`
      ALTER TABLE newsletters
        DROP COLUMN digest_week,
        DROP COLUMN send_job_id,
        DROP COLUMN segment,
        DROP COLUMN recipient_count,
        DROP COLUMN sent_at,
        DROP COLUMN scheduled_at,
        DROP COLUMN status`);
  }
}
