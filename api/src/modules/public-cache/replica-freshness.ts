import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Pool } from 'pg';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { parseWalLsn } from '../../database/wal-lsn';
import { ContentVersionFeed } from './content-version-feed';

/** A replica that stopped answering is left alone within this long, even with no reader asking. */
const HEARTBEAT_MS = 1_000;
const QUERY_TIMEOUT_MS = 2_000;

/**
 * Decides whether a public read may go to the read replicas
 * (DATABASE_REPLICA_URLS) without the response cache keeping older content
 * than the primary holds once its change notification has arrived.
 *
 * The feed knows the primary's WAL position at (or past) the newest content
 * change it has counted. Here we keep the lowest WAL position the replicas
 * have replayed (pg_last_wal_replay_lsn(), which only moves forward while a
 * server stays a standby). A read may use a replica when that position has
 * reached the feed's: every change the cache's tags account for is then
 * visible on whichever replica TypeORM picks. Otherwise the read goes to the
 * primary and the replicas are asked again, so reads return to them as soon
 * as they catch up. A replica that fails to answer (or is no longer a
 * standby) turns replica reads off until every replica answers again.
 *
 * What this does not promise: a change whose NOTIFY has not arrived yet may
 * be missing from a replica read, as it may be from a cached answer (strict
 * mode closes that gap for both: each read first reads the versions, and
 * with them the WAL position, on the primary).
 */
@Injectable()
export class ReplicaFreshness implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ReplicaFreshness.name);
  private readonly replicas: Pool[];
  /** The lowest replay position among the replicas at the last look; null: unknown or a replica unwell. */
  private replayed: bigint | null = null;
  private looking: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private lastWarningAt = 0;

  constructor(
    private readonly feed: ContentVersionFeed,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.replicas = config.databaseReplicaUrls.map((connectionString) => {
      const pool = new Pool({
        connectionString,
        max: 1,
        application_name: 'cypher-api-replay-watch',
        connectionTimeoutMillis: QUERY_TIMEOUT_MS,
        query_timeout: QUERY_TIMEOUT_MS,
      });
      pool.on('error', (error) => this.warn(error));
      return pool;
    });
  }

  get configured(): boolean {
    return this.replicas.length > 0;
  }

  onModuleInit(): void {
    if (!this.configured) return;
    this.look();
    this.heartbeat = setInterval(() => this.look(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    await Promise.all(this.replicas.map((pool) => pool.end().catch(() => undefined)));
  }

  /** Whether a public read starting now may be answered by a replica. */
  mayReadReplica(): boolean {
    if (!this.configured) return false;
    const floor = this.feed.replicaFloor();
    if (floor === null) return false;
    if (this.replayed !== null && this.replayed >= floor) return true;
    this.look();
    return false;
  }

  private look(): void {
    if (this.looking) return;
    this.looking = this.readReplayPositions().finally(() => (this.looking = null));
  }

  private async readReplayPositions(): Promise<void> {
    try {
      const answers = await Promise.all(
        this.replicas.map((pool) =>
          pool.query<{ lsn: string | null }>(
            // A promoted replica keeps answering its last replayed position: only a server in recovery counts.
            'SELECT CASE WHEN pg_is_in_recovery() THEN pg_last_wal_replay_lsn()::text END AS lsn',
          ),
        ),
      );
      let lowest: bigint | null = null;
      for (const { rows } of answers) {
        const lsn = rows[0]?.lsn;
        // NULL: that server is not a standby (a promoted replica, or the primary by mistake).
        if (!lsn) throw new Error('a server in DATABASE_REPLICA_URLS is not replaying WAL (not a standby)');
        const position = parseWalLsn(lsn);
        if (lowest === null || position < lowest) lowest = position;
      }
      this.replayed = lowest;
    } catch (error) {
      this.replayed = null;
      this.warn(error as Error);
    }
  }

  private warn(error: Error): void {
    if (Date.now() - this.lastWarningAt < 30_000) return;
    this.lastWarningAt = Date.now();
    this.logger.warn(`read replicas unavailable, public reads go to the primary: ${error.message}`);
  }
}
