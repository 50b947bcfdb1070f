import { Injectable, Optional } from '@nestjs/common';
import type { Pool } from 'pg';
import { IRateLimiterOptions, RateLimiterAbstract, RateLimiterPostgres } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** The table the RateLimits migration creates; RateLimiterPostgres reads and writes it. */
export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * Owner of the rate_limits table: the counters of the abuse limits when the
 * queues run on Postgres and no Redis exists. rate-limiter-flexible does the
 * reads and writes; this store hands it the app's pool and the table.
 */
@Injectable()
export class RateLimitsStore {
  constructor(@Optional() private readonly dataSource?: DataSource) {}

  /** A limiter counting in Postgres, or null where this process has no database. */
  postgresLimiter(options: IRateLimiterOptions, insuranceLimiter: RateLimiterAbstract): RateLimiterAbstract | null {
    if (!this.dataSource) return null;
    return new RateLimiterPostgres({
      ...options,
      storeClient: (this.dataSource.driver as PostgresDriver).master as Pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      insuranceLimiter,
    });
  }
}
