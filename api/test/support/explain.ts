import type { DataSource, SelectQueryBuilder, ObjectLiteral } from 'typeorm';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Total Cost': number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

export interface SqlQuery {
  sql: string;
  params: unknown[];
}

export function sqlOf<T extends ObjectLiteral>(builder: SelectQueryBuilder<T>): SqlQuery {
  const [sql, params] = builder.getQueryAndParameters();
  return { sql, params };
}

/** The plan Postgres picks for a query; with `analyze`, it runs it and counts the buffers it touched. */
export async function explain(dataSource: DataSource, query: SqlQuery, analyze = false): Promise<PlanNode> {
  const options = analyze ? 'ANALYZE, BUFFERS, FORMAT JSON' : 'FORMAT JSON';
  const [row] = await dataSource.query(`EXPLAIN (${options}) ${query.sql}`, query.params);
  const plan = row['QUERY PLAN'];
  return (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan as PlanNode;
}

export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

/** Pages read from shared buffers or disk by the whole plan: work done, independent of machine load. */
export function blocksTouched(plan: PlanNode): number {
  return (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
}
