import { MigrationInterface, QueryRunner } from 'typeorm';
import { FOLLOWS_TABLE } from '../content-tables';
import { addContentChangeTriggers, dropContentChangeTriggers } from './sql/content-change-triggers';

/**
 * Readers follow artists: an anonymous reader by their visitor session id, a
 * subscriber by their subscription (chosen on the preferences page their
 * emails link to). Exactly one of the two names the follower. The change-log
 * triggers let the response cache drop a kept 'For You' answer the moment a
 * follow changes what leads it. A subscriber's topics and alert choice sit
 * beside their follows, one row per subscription.
 */
export class ArtistFollows1765500000000 implements MigrationInterface {
  name = 'ArtistFollows1765500000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE artist_follows (
      id serial PRIMARY KEY,
      session_id varchar(100),
      subscription_id int REFERENCES subscriptions (id) ON DELETE CASCADE,
      artist_id int NOT NULL REFERENCES artists (id) ON DELETE CASCADE,
      followed_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT artist_follows_one_follower CHECK (num_nonnulls(session_id, subscription_id) = 1)
    )`);
    await q.query(
      `CREATE UNIQUE INDEX artist_follows_by_session ON artist_follows (session_id, artist_id) WHERE session_id IS NOT NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX artist_follows_by_subscription ON artist_follows (subscription_id, artist_id) WHERE subscription_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX artist_follows_by_artist ON artist_follows (artist_id)`);
    await addContentChangeTriggers(q, FOLLOWS_TABLE);

    await q.query(`CREATE TABLE subscriber_preferences (
      subscription_id int PRIMARY KEY REFERENCES subscriptions (id) ON DELETE CASCADE,
      categories text[] NOT NULL DEFAULT '{}',
      alerts boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE subscriber_preferences`);
    await dropContentChangeTriggers(q, FOLLOWS_TABLE);
    await q.query(`DELETE FROM content_change_log WHERE table_name = $1`, [FOLLOWS_TABLE]);
    await q.query(`DROP TABLE artist_follows`);
  }
}
