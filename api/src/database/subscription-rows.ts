import type { DataSource } from 'typeorm';

/**
 * One subscriber's rows of a table, oldest first: what the consents, emails
 * and newsletters sections of their access export each read.
 */
export function rowsOfSubscription<Row>(
  dataSource: DataSource,
  table: string,
  columns: string,
  subscriptionId: number,
): Promise<Row[]> {
  return dataSource.query(`SELECT ${columns} FROM ${table} WHERE subscription_id = $1 ORDER BY id`, [subscriptionId]);
}
