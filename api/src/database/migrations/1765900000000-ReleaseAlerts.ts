import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * New-drop alerts owed to subscribers: one row per (subscriber, release),
 * made when a release by an artist they follow lands. The unique pair is what
 * keeps a re-scrape, a retried job or a second source of the same release from
 * owing the alert twice. A row is pending until an alert email claims it
 * (email_key names that email's delivery), or withdrawn when the subscriber
 * stopped following or turned alerts off before it went out.
 */
export class ReleaseAlerts1765900000000 implements MigrationInterface {
  name = 'ReleaseAlerts1765900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE release_alerts (
      id serial PRIMARY KEY,
      subscription_id int NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
      release_id int NOT NULL REFERENCES releases (id) ON DELETE CASCADE,
      artist_id int NOT NULL REFERENCES artists (id) ON DELETE CASCADE,
      owed_at timestamptz NOT NULL DEFAULT now(),
      email_key varchar(120),
      emailed_at timestamptz,
      withdrawn_at timestamptz,
      CONSTRAINT release_alerts_once UNIQUE (subscription_id, release_id)
    )`);
    await q.query(
      `CREATE INDEX release_alerts_pending ON release_alerts (subscription_id)
       WHERE email_key IS NULL AND withdrawn_at IS NULL`,
    );
    await q.query(`CREATE INDEX release_alerts_emailed ON release_alerts (subscription_id, emailed_at DESC)
       WHERE emailed_at IS NOT NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE release_alerts`);
  }
}
