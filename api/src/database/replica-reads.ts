import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, QueryRunner, ReplicationMode } from 'typeorm';

const onReplica = new AsyncLocalStorage<true>();

/**
 * Runs `work` so that every query it makes through TypeORM (repositories,
 * query builders, dataSource.query, transactions) goes to a read replica.
 * Only for work that never writes: a replica refuses writes. Callers decide
 * first that a replica is fresh enough (see ReplicaFreshness).
 */
export function runOnReplica<T>(work: () => T): T {
  return onReplica.run(true, work);
}

/**
 * Makes `dataSource` honour runOnReplica: a query runner asked for the
 * primary (TypeORM's default, and this app's defaultMode) inside such work
 * comes from a replica instead. Everything else is untouched; without
 * replicas configured the data source is returned as it is.
 */
export function routeReplicaReads(dataSource: DataSource): DataSource {
  const options = dataSource.options as { replication?: unknown };
  if (!options.replication) return dataSource;
  const createQueryRunner = dataSource.createQueryRunner.bind(dataSource);
  dataSource.createQueryRunner = (mode: ReplicationMode = 'master'): QueryRunner =>
    createQueryRunner(onReplica.getStore() ? 'slave' : mode);
  return dataSource;
}
