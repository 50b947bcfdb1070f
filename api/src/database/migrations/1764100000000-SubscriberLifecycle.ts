import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Subscribers become real: a status (pending until the reader confirms by
 * email), the consents they gave, every email we send them and the local
 * catch-all outbox.
 *
 * Rows that exist before this migration were taken without confirmation; they
 * stay active (they asked to subscribe) rather than vanish from the counts.
 * Consents and deliveries are erased with their subscription (ON DELETE
 * CASCADE), so a deletion request leaves nothing behind.
 */
export class SubscriberLifecycle1764100000000 implements MigrationInterface {
  name = 'SubscriberLifecycle1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE subscriptions
        ADD COLUMN status varchar(16) NOT NULL DEFAULT 'active'
          CHECK (status IN ('pending', 'active', 'unsubscribed', 'bounced')),
        ADD COLUMN confirmed_at timestamptz,
        ADD COLUMN unsubscribed_at timestamptz,
        ADD COLUMN confirmation_sent_at timestamptz`);
    await q.query(`UPDATE subscriptions SET confirmed_at = created_at`);
    await q.query(`CREATE INDEX idx_subscriptions_status_created ON subscriptions (status, created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE subscription_consents (
        id serial PRIMARY KEY,
        subscription_id integer NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
        purpose varchar(20) NOT NULL CHECK (purpose IN ('newsletter', 'credit_program', 'phone_contact')),
        granted boolean NOT NULL,
        form varchar(40) NOT NULL,
        wording_version varchar(40) NOT NULL,
        ip varchar(64),
        user_agent varchar(512),
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_subscription_consents_subscription ON subscription_consents (subscription_id, id)`);

    await q.query(`
      CREATE TABLE email_deliveries (
        id serial PRIMARY KEY,
        delivery_key varchar(120) NOT NULL UNIQUE,
        kind varchar(30) NOT NULL,
        subscription_id integer REFERENCES subscriptions (id) ON DELETE CASCADE,
        recipient varchar(254) NOT NULL,
        subject varchar(300),
        message_id varchar(300) NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'sending' CHECK (status IN ('sending', 'sent', 'failed', 'skipped')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await q.query(`CREATE INDEX idx_email_deliveries_subscription ON email_deliveries (subscription_id)`);

    await q.query(`
      CREATE TABLE outbox_messages (
        id serial PRIMARY KEY,
        message_id varchar(300),
        envelope_from varchar(254),
        recipients text[] NOT NULL,
        subject text NOT NULL DEFAULT '',
        html text,
        text_body text,
        headers jsonb NOT NULL DEFAULT '[]',
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_outbox_messages_received ON outbox_messages (received_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS outbox_messages`);
    await q.query(`DROP TABLE IF EXISTS email_deliveries`);
    await q.query(`DROP TABLE IF EXISTS subscription_consents`);
    await q.query(`DROP INDEX IF EXISTS idx_subscriptions_status_created`);
    await q.query(`
      ALTER TABLE subscriptions
        DROP COLUMN confirmation_sent_at,
        DROP COLUMN unsubscribed_at,
        DROP COLUMN confirmed_at,
        DROP COLUMN status`);
  }
}
