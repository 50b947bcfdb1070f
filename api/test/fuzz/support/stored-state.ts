import type { DataSource } from 'typeorm';

/**
 * Tables whose rows change without a write being accepted: express-session
 * touches a signed-in admin's row on any request, and the audit log records
 * a refused sign-in (a 401) by design.
 */
const CHANGED_BY_READS = new Set(['sessions', 'audit_log']);

/**
 * A cheap fingerprint of everything the API stores in Postgres: per table, the
 * row count and the newest row version (xmin). Any insert, update or delete
 * changes it, so "a 4xx stored nothing" is one comparison.
 */
export class StoredState {
  private readonly sql: string;

  constructor(private readonly dataSource: DataSource) {
    const tables = dataSource.entityMetadatas
      .map((metadata) => metadata.tableName)
      .filter((table) => !CHANGED_BY_READS.has(table))
      .sort();
    this.sql = tables
      .map(
        (table) =>
          `SELECT '${table}' AS t, count(*)::int AS n, coalesce(max(xmin::text::bigint), 0)::text AS v FROM "${table}"`,
      )
      .join(' UNION ALL ');
  }

  async fingerprint(): Promise<string> {
    const rows: { t: string; n: number; v: string }[] = await this.dataSource.query(this.sql);
    return rows
      .sort((a, b) => a.t.localeCompare(b.t))
      .map((row) => `${row.t}:${row.n}:${row.v}`)
      .join(' ');
  }
}
