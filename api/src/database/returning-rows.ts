import type { DataSource, EntityManager } from 'typeorm';

/**
 * The rows of an INSERT/UPDATE/DELETE ... RETURNING. TypeORM's query() answers
 * UPDATE and DELETE with [rows, rowCount] but INSERT and SELECT with the rows
 * alone; this reads both the same way.
 */
export async function returningRows<T>(
  runner: DataSource | EntityManager,
  sql: string,
  parameters: unknown[],
): Promise<T[]> {
  const result: unknown = await runner.query(sql, parameters);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}
