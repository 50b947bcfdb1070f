import { MigrationInterface, QueryRunner } from 'typeorm';
import { SESSION_TABLES } from '../content-tables';
import { addContentChangeTriggers, dropContentChangeTriggers } from './sql/content-change-triggers';

/**
 * A visitor's recommendations answer is kept by the response cache (per URL,
 * so per session). Writes to the tables it depends on beyond articles, the
 * recommendations and the preferences, now go through the same statement
 * triggers as the content tables (note_content_change, ContentChangeLog
 * migration), so whoever writes them (the worker generating, an API process
 * saving preferences, psql) moves the tables' versions and the kept answers
 * stop being served. A write for one session drops every session's kept
 * answer: cheap to re-read, and correct without a version per session.
 */
export class SessionChangeLog1764700000000 implements MigrationInterface {
  name = 'SessionChangeLog1764700000000';

  public async up(q: QueryRunner): Promise<void> {
    for (const table of SESSION_TABLES) {
      await addContentChangeTriggers(q, table);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of SESSION_TABLES) {
      await dropContentChangeTriggers(q, table);
    }
    await q.query(`DELETE FROM content_change_log WHERE table_name = ANY($1::text[])`, [[...SESSION_TABLES]]);
  }
}
