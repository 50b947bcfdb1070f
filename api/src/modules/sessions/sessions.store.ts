import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Pool } from 'pg';
import { DataSource, EntityManager, Repository } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { SessionRow } from './session.entity';

const PgSessionStore = connectPgSimple(session);

/**
 * The one owner of the `sessions` table: login sessions, read and written by
 * connect-pg-simple in the layout it expects. Sessions live in Postgres so any
 * API instance behind a load balancer can serve any admin, and logout or expiry
 * is final everywhere. The store borrows TypeORM's connection pool instead of
 * opening a second one.
 */
@Injectable()
export class SessionsStore implements OnApplicationShutdown {
  readonly store: session.Store;
  private readonly rows: Repository<SessionRow>;

  constructor(dataSource: DataSource) {
    this.rows = dataSource.getRepository(SessionRow);
    const pool = (dataSource.driver as PostgresDriver).master as Pool;
    this.store = new PgSessionStore({
      pool,
      tableName: 'sessions',
      createTableIfMissing: false,
      // Expired rows are deleted every 15 minutes (with jitter across instances).
      pruneSessionInterval: 15 * 60,
      errorLog: (...args: unknown[]) => console.error('session store:', ...args),
    });
  }

  /**
   * Ends every session of one user, on every device: after their password
   * changes or their role is taken away or lowered, a cookie someone else may
   * hold must stop working at once. Pass the manager of a transaction to end
   * them in the same step as that change. Returns how many sessions ended.
   */
  async endAllOf(userId: string, manager: EntityManager = this.rows.manager): Promise<number> {
    const result = await manager
      .createQueryBuilder()
      .delete()
      .from(SessionRow)
      .where(`sess->>'userId' = :userId`, { userId })
      .execute();
    return result.affected ?? 0;
  }

  async onApplicationShutdown(): Promise<void> {
    await (this.store as session.Store & { close(): Promise<void> }).close();
  }
}
