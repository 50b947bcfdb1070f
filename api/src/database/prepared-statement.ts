import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/** The parts of pg's Pool this uses; TypeORM does not type its driver's pool. */
interface PgPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * Runs `text` as a named prepared statement: each pooled connection parses and
 * plans it once, then only binds and executes it. Worth it for a statement run
 * on every request whose best plan does not depend on its parameters; where
 * the plan must follow the values (a word found in every row against one found
 * in a hundred), a plain `manager.query` keeps a plan made for each call.
 *
 * The name is derived from the text, so two statements can never share a name
 * on one connection. Through a transaction-pooling proxy (pgbouncer below
 * 1.21) named statements do not survive between transactions; this codebase
 * talks to Postgres directly.
 */
export async function queryPrepared<T>(manager: EntityManager, text: string, values: unknown[]): Promise<T[]> {
  const pool = (manager.connection.driver as unknown as { master?: PgPool }).master;
  if (!pool) return manager.query(text, values);
  const result = await pool.query({ name: statementName(text), text, values });
  return result.rows as T[];
}

const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `prepared_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}
