import type { QueryRunner } from 'typeorm';

/**
 * The change-log triggers of a table: every statement that writes it runs
 * note_content_change(), which logs the write for the response cache.
 * Frozen with the migrations that call it: each statement is built to be, to
 * the byte, the one that migration ran when it spelled the SQL out itself.
 */

const RUN_NOTE = 'FOR EACH STATEMENT EXECUTE FUNCTION note_content_change()';

/**
 * Adds the four triggers on `table` (transition tables allow one event per
 * trigger). `indent` is how many spaces began each line of the statements in
 * the migration that first ran them.
 */
export async function createContentChangeTriggers(q: QueryRunner, table: string, indent: number): Promise<void> {
  const statement = (...lines: string[]) => lines.map((line) => `\n${' '.repeat(indent)}${line}`).join('');
  await q.query(
    statement(
      `CREATE TRIGGER ${table}_content_insert AFTER INSERT ON ${table}`,
      `REFERENCING NEW TABLE AS inserted_rows ${RUN_NOTE}`,
    ),
  );
  await q.query(statement(`CREATE TRIGGER ${table}_content_update AFTER UPDATE ON ${table}`, RUN_NOTE));
  await q.query(
    statement(
      `CREATE TRIGGER ${table}_content_delete AFTER DELETE ON ${table}`,
      `REFERENCING OLD TABLE AS deleted_rows ${RUN_NOTE}`,
    ),
  );
  await q.query(statement(`CREATE TRIGGER ${table}_content_truncate AFTER TRUNCATE ON ${table}`, RUN_NOTE));
}

/**
 * The triggers as ContentChangeLog and SessionChangeLog add them to a table
 * that may hold rows already: those rows start the table's count.
 */
export async function addContentChangeTriggers(q: QueryRunner, table: string): Promise<void> {
  await createContentChangeTriggers(q, table, 8);
  await q.query(`INSERT INTO content_change_log (table_name, bumps, row_delta) SELECT $1, 1, count(*) FROM ${table}`, [
    table,
  ]);
}

/** Drops the four triggers if they are there; the table's log rows are the caller's to remove. */
export async function dropContentChangeTriggers(q: QueryRunner, table: string): Promise<void> {
  for (const event of ['insert', 'update', 'delete', 'truncate']) {
    await q.query(`DROP TRIGGER IF EXISTS ${table}_content_${event} ON ${table}`);
  }
}
