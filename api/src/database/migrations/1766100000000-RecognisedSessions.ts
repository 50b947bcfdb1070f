import { MigrationInterface, QueryRunner } from 'typeorm';
import { SUBSCRIBER_SESSIONS_TABLE } from '../content-tables';
import { addContentChangeTriggers, dropContentChangeTriggers } from './sql/content-change-triggers';

/**
 * A recognised browser's session belongs to one subscription at a time (the
 * browser's cookie names one; a new recognition moves the session), so its
 * follows and reads have one owner: session_id becomes unique, the newest
 * link kept. The change-log triggers let the response cache drop a kept
 * 'For You' answer when a session is linked or unlinked ('Not me'), as the
 * link decides whose follows lead it.
 */
export class RecognisedSessions1766100000000 implements MigrationInterface {
  name = 'RecognisedSessions1766100000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM ${SUBSCRIBER_SESSIONS_TABLE} older
      USING ${SUBSCRIBER_SESSIONS_TABLE} newer
      WHERE older.session_id = newer.session_id
        AND (older.linked_at, older.subscription_id) < (newer.linked_at, newer.subscription_id)`);
    await q.query(`DROP INDEX subscriber_sessions_by_session`);
    await q.query(
      `CREATE UNIQUE INDEX subscriber_sessions_one_per_session ON ${SUBSCRIBER_SESSIONS_TABLE} (session_id)`,
    );
    await addContentChangeTriggers(q, SUBSCRIBER_SESSIONS_TABLE);
  }

  public async down(q: QueryRunner): Promise<void> {
    await dropContentChangeTriggers(q, SUBSCRIBER_SESSIONS_TABLE);
    await q.query(`DELETE FROM content_change_log WHERE table_name = $1`, [SUBSCRIBER_SESSIONS_TABLE]);
    await q.query(`DROP INDEX subscriber_sessions_one_per_session`);
    await q.query(`CREATE INDEX subscriber_sessions_by_session ON ${SUBSCRIBER_SESSIONS_TABLE} (session_id)`);
  }
}
