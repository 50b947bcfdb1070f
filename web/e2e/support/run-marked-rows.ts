import { afterAll } from 'vitest';
import { pool } from './db';

/**
 * A mark for the rows this spec file writes (in titles, emails, addresses), unique to the run so
 * files sharing the database never meet; after the file's last test every row of the named tables
 * whose named column holds it is deleted, in the order given (children before what they name).
 */
export function runMarkedRows(columnsByTable: Record<string, string>): string {
  const mark = Date.now().toString(36);
  afterAll(async () => {
    for (const [table, column] of Object.entries(columnsByTable)) {
      await pool.query(`DELETE FROM ${table} WHERE ${column} LIKE $1`, [`%${mark}%`]);
    }
  });
  return mark;
}
