import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { dataSourceOptions } from './data-source';
import { routeReplicaReads } from './replica-reads';

@Module({})
export class DatabaseModule {
  /**
   * api: the primary plus DATABASE_REPLICA_URLS, which public reads may use.
   * worker: the primary alone (it writes, and reads what it must decide on).
   */
  static forRole(role: 'api' | 'worker'): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) =>
            dataSourceOptions(config.databaseUrl, undefined, role === 'api' ? config.databaseReplicaUrls : []),
          dataSourceFactory: async (options) =>
            routeReplicaReads(await new DataSource(options as DataSourceOptions).initialize()),
        }),
      ],
    };
  }
}
