import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface PoolCounts {
  /** Connections open to Postgres, idle ones included. */
  open: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
}

/** The parts of pg's Pool it reports; TypeORM does not type its driver's pool. */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** How busy this process's connection pool is, for the metrics endpoint. Reads no table. */
@Injectable()
export class DatabasePool {
  constructor(private readonly dataSource: DataSource) {}

  counts(): PoolCounts | undefined {
    const pool = (this.dataSource.driver as unknown as { master?: Partial<PgPool> }).master;
    if (typeof pool?.totalCount !== 'number') return undefined;
    return { open: pool.totalCount, idle: pool.idleCount ?? 0, waiting: pool.waitingCount ?? 0 };
  }
}
