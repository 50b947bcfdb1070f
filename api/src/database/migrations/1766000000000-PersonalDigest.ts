import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The weekly digest written for each reader. A subscriber's reads are the
 * reads of the visitor sessions linked to their subscription
 * (subscriber_sessions: the smallest link that lets a digest find them; the
 * link is made when a subscriber is recognised in a browser). Each
 * recipient's personal picks are kept as they were sent (digest_copies, one
 * row per delivery), so the admin sees the copy the reader got. A click on a
 * digest link is counted once per recipient and item (digest_clicks), tagged
 * core or pick, so a send's stats compare the two.
 */
export class PersonalDigest1766000000000 implements MigrationInterface {
  name = 'PersonalDigest1766000000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE subscriber_sessions (
      subscription_id int NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
      session_id varchar(100) NOT NULL,
      linked_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (subscription_id, session_id)
    )`);
    await q.query(`CREATE INDEX subscriber_sessions_by_session ON subscriber_sessions (session_id)`);

    await q.query(`CREATE TABLE digest_copies (
      delivery_id bigint PRIMARY KEY REFERENCES newsletter_deliveries (id) ON DELETE CASCADE,
      newsletter_id int NOT NULL REFERENCES newsletters (id) ON DELETE CASCADE,
      heading varchar(60) NOT NULL,
      picks jsonb NOT NULL,
      kept_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX digest_copies_by_newsletter ON digest_copies (newsletter_id)`);

    await q.query(`CREATE TABLE digest_clicks (
      id bigserial PRIMARY KEY,
      newsletter_id int NOT NULL REFERENCES newsletters (id) ON DELETE CASCADE,
      delivery_id bigint NOT NULL REFERENCES newsletter_deliveries (id) ON DELETE CASCADE,
      kind varchar(8) NOT NULL CHECK (kind IN ('core', 'pick')),
      article_id int NOT NULL,
      clicked_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (delivery_id, kind, article_id)
    )`);
    await q.query(`CREATE INDEX digest_clicks_by_newsletter ON digest_clicks (newsletter_id, kind)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE digest_clicks`);
    await q.query(`DROP TABLE digest_copies`);
    await q.query(`DROP TABLE subscriber_sessions`);
  }
}
