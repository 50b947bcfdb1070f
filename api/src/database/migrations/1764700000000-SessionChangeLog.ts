import { MigrationInterface, QueryRunner } from 'typeorm';
import { SESSION_TABLES } from '../content-tables';

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
      await q.query(`
        CREATE TRIGGER ${table}_content_insert AFTER INSERT ON ${table}
        REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION note_content_change()`);
      await q.query(`
        CREATE TRIGGER ${table}_content_update AFTER UPDATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION note_content_change()`);
      await q.query(`
        CREATE TRIGGER ${table}_content_delete AFTER DELETE ON ${table}
        REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION note_content_change()`);
      await q.query(`
        CREATE TRIGGER ${table}_content_truncate AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION note_content_change()`);
      await q.query(
        `INSERT INTO content_change_log (table_name, bumps, row_delta) SELECT $1, 1, count(*) FROM ${table}`,
        [table],
      );
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of SESSION_TABLES) {
      for (const event of ['insert', 'update', 'delete', 'truncate']) {
        await q.query(`DROP TRIGGER IF EXISTS ${table}_content_${event} ON ${table}`);
      }
    }
    await q.query(`DELETE FROM content_change_log WHERE table_name = ANY($1::text[])`, [[...SESSION_TABLES]]);
  }
}
