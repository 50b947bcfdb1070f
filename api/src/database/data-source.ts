import { DataSource, DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/**
 * Options shared by the API, the worker, the CLI scripts and the tests. Never synchronize.
 * With `replicaUrls`, TypeORM keeps a pool per server but every query still
 * goes to the primary (defaultMode master) unless ReplicaReads routes it: a
 * replica is only ever read on purpose.
 */
export function dataSourceOptions(databaseUrl: string, poolSize = 10, replicaUrls: string[] = []): DataSourceOptions {
  const common = {
    type: 'postgres',
    entities: ENTITIES,
    migrations: MIGRATIONS,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    // Without a bound, a request waits forever for a connection to an unreachable server.
    connectTimeoutMS: 5_000,
    extra: { max: poolSize },
  } as const;
  if (replicaUrls.length === 0) return { ...common, url: databaseUrl };
  return {
    ...common,
    replication: {
      master: { url: databaseUrl },
      slaves: replicaUrls.map((url) => ({ url })),
      defaultMode: 'master',
    },
  };
}

export function createDataSource(databaseUrl: string, poolSize?: number): DataSource {
  return new DataSource(dataSourceOptions(databaseUrl, poolSize));
}
