import { MigrationInterface, QueryRunner } from 'typeorm';
import { SUBSCRIBER_SESSIONS_TABLE } from '../content-tables';
import { addContentChangeTriggers, dropContentChangeTriggers } from './sql/content-change-triggers';

/**
 * Visitor sessions recognised as a subscriber (a browser that opened a link
 * from one of their emails): a session belongs to at most one subscription,
 * and goes with it. The change-log triggers let the response cache drop a
 * kept 'For You' answer when a session is linked or unlinked ('Not me'), as
 * the link decides whose follows lead it.
 */
export class SubscriberSessions1766100000000 implements MigrationInterface {
  name = 'SubscriberSessions1766100000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE ${SUBSCRIBER_SESSIONS_TABLE} (
      session_id varchar(100) PRIMARY KEY,
      subscription_id int NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
      linked_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE INDEX subscriber_sessions_by_subscription ON ${SUBSCRIBER_SESSIONS_TABLE} (subscription_id, linked_at DESC)`,
    );
    await addContentChangeTriggers(q, SUBSCRIBER_SESSIONS_TABLE);
  }

  public async down(q: QueryRunner): Promise<void> {
    await dropContentChangeTriggers(q, SUBSCRIBER_SESSIONS_TABLE);
    await q.query(`DELETE FROM content_change_log WHERE table_name = $1`, [SUBSCRIBER_SESSIONS_TABLE]);
    await q.query(`DROP TABLE ${SUBSCRIBER_SESSIONS_TABLE}`);
  }
}
