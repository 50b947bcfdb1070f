import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { CONTENT_CHANGED_CHANNEL } from '../../database/content-tables';
import { parseWalLsn } from '../../database/wal-lsn';
import { MetricsService } from '../../metrics/metrics.service';
import { changedTables, parseVersionRows, type VersionRow } from './content-versions';

const VERSIONS_SQL = `SELECT table_name, sum(bumps)::text || ':' || max(id)::text, count(*)::int
  FROM content_change_log GROUP BY table_name`;
/**
 * With read replicas: the same read, plus the primary's WAL insert position
 * taken after the versions' snapshot (a row with no table name). Every change
 * the versions show committed at or before it. The insert position, not the
 * write position: with synchronous_commit off a commit may not be written yet.
 */
const VERSIONS_AND_LSN_SQL = `${VERSIONS_SQL} UNION ALL SELECT NULL, pg_current_wal_insert_lsn()::text, 0`;
const LSN_SQL = 'SELECT pg_current_wal_insert_lsn()::text AS lsn';

// Sums each table's rows into one; a single statement, so concurrent compactions cannot double count.
const COMPACT_SQL = `WITH gone AS (DELETE FROM content_change_log RETURNING table_name, bumps, row_delta)
  INSERT INTO content_change_log (table_name, bumps, row_delta)
  SELECT table_name, sum(bumps), sum(row_delta) FROM gone GROUP BY table_name`;
const COMPACT_WHEN_ROWS_EXCEED = 200;
/** A version read slower than this means the connection is unwell: requests go uncached while it reconnects. */
const READ_TIMEOUT_MS = 2_000;

/**
 * This API process's knowledge of which content tables changed, over one
 * dedicated Postgres connection (never the request pool, so it cannot queue
 * behind slow queries).
 *
 * It keeps a local counter per table (plus an epoch bumped on every reconnect);
 * a cached answer is tagged with the counters of its tables as they were
 * BEFORE its query ran, and is reused only while they are unchanged. Counters
 * move on two signals, both driven by the triggers of content_change_log:
 *  - push: the NOTIFY each write sends, delivered at its commit;
 *  - pull: `refresh()`, a read of the versions in content_change_log by a
 *    query that STARTS AFTER the call (calls made while a read is on the wire
 *    share the next one, so at most one tiny query is in flight). When it
 *    resolves, every write committed before the call is counted: plain MVCC,
 *    whoever wrote, in whichever process.
 *
 * With read replicas (DATABASE_REPLICA_URLS) it also keeps the newest
 * primary WAL position at which it saw content change: on each NOTIFY it asks
 * the primary for its WAL insert position (at or past that commit's), and a
 * version read that finds a change carries the position with it. A replica
 * that has replayed up to there holds everything the counters have counted;
 * until the position of a NOTIFY is known, no replica is fresh enough
 * (see replicaFloor and ReplicaFreshness).
 */
@Injectable()
export class ContentVersionFeed implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ContentVersionFeed.name);
  private client: Client | null = null;
  private readonly counters = new Map<string, number>();
  private epoch = 0;
  /** The versions of the last read in this epoch; null until the first one. */
  private lastRead: Map<string, string> | null = null;
  private onWire: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private compacting = false;
  private closing = false;
  private reconnectDelayMs = 100;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private readonly tracksLsn: boolean;
  /** The WAL position of the newest change counted in this epoch; null until the epoch's first read. */
  private newestChangeLsn: bigint | null = null;
  /** NOTIFYs whose WAL position is still being asked for. */
  private lsnLookups = 0;
  /** When (monotonic clock) the newest version read of this epoch that succeeded was sent; -Infinity before one. */
  private verifiedAt = -Infinity;

  private readonly versionReads: { inc(): void };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    metrics: MetricsService,
  ) {
    this.versionReads = metrics.responseCacheVersionReads;
    this.tracksLsn = config.databaseReplicaUrls.length > 0;
  }

  /**
   * The WAL position a replica must have replayed before a read there may
   * fill the cache: null while that is unknown (disconnected, no read yet,
   * or a NOTIFY's position not yet known), when only the primary will do.
   */
  replicaFloor(): bigint | null {
    if (!this.client || this.lsnLookups > 0 || this.lastRead === null) return null;
    return this.newestChangeLsn;
  }

  /** While disconnected, notifications are being missed: nothing cached may be trusted. */
  get connected(): boolean {
    return this.client !== null;
  }

  async onModuleInit(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /** The current tag of an answer read from `tables`. */
  tagOf(tables: readonly string[]): string {
    let tag = String(this.epoch);
    for (const table of tables) tag += `.${this.counters.get(table) ?? 0}`;
    return tag;
  }

  /**
   * Every write committed `withinMs` ago or earlier is counted: a version read
   * sent since then has succeeded, and the connection has held since.
   */
  verifiedWithin(withinMs: number): boolean {
    return this.client !== null && performance.now() - this.verifiedAt <= withinMs;
  }

  /**
   * Whether the counters may be trusted now, under RESPONSE_CACHE_CONSISTENCY
   * (see PublicCacheService): true or false at once when that is known without
   * a round trip, else a promise of the answer (a version read that starts
   * after this call). False means they cannot be checked: read Postgres.
   */
  settled(): boolean | Promise<boolean> {
    const { responseCacheConsistency: consistency, responseCacheMaxStalenessMs: maxStalenessMs } = this.config;
    if (consistency === 'notify') return this.client !== null;
    if (consistency === 'bounded' && this.verifiedWithin(maxStalenessMs)) {
      // Past half the window, a hit starts the next read so that steady traffic never waits on it.
      if (!this.verifiedWithin(maxStalenessMs / 2)) this.refresh().catch(noop);
      return true;
    }
    return this.refresh().then(
      () => true,
      () => false,
    );
  }

  /** Resolves once every write committed before this call is counted; rejects while disconnected. */
  refresh(): Promise<void> {
    if (!this.onWire) return this.launch();
    if (!this.queued) {
      this.queued = this.onWire.then(noop, noop).then(() => {
        this.queued = null;
        return this.onWire ?? this.launch();
      });
    }
    return this.queued;
  }

  private launch(): Promise<void> {
    const read = this.read().finally(() => {
      if (this.onWire === read) this.onWire = null;
    });
    this.onWire = read;
    return read;
  }

  private async read(): Promise<void> {
    const client = this.client;
    if (!client) throw new Error('content version feed is not connected');
    const epoch = this.epoch;
    const sentAt = performance.now();
    this.versionReads.inc();
    let result;
    try {
      result = await client.query<VersionRow>({
        text: this.tracksLsn ? VERSIONS_AND_LSN_SQL : VERSIONS_SQL,
        rowMode: 'array',
      });
    } catch (error) {
      if (/timeout/i.test((error as Error).message)) {
        this.lost(client);
        void client.end().catch(() => undefined);
      }
      throw error;
    }
    if (epoch !== this.epoch) throw new Error('content version feed reconnected during the read');
    const { versions, logRows, lsn } = parseVersionRows(result.rows);
    // The first read of an epoch is the baseline: the epoch itself made everything older stale.
    const previous = this.lastRead;
    const changedNow = previous ? changedTables(previous, versions) : [];
    for (const table of changedNow) this.bump(table);
    const changed = previous === null || changedNow.length > 0;
    if (changed && lsn !== null) this.noteChangeLsn(lsn);
    this.lastRead = versions;
    if (sentAt > this.verifiedAt) this.verifiedAt = sentAt;
    if (logRows > COMPACT_WHEN_ROWS_EXCEED) this.compact(client);
  }

  private bump(table: string): void {
    this.counters.set(table, (this.counters.get(table) ?? 0) + 1);
  }

  private noteChangeLsn(lsn: bigint): void {
    if (this.newestChangeLsn === null || lsn > this.newestChangeLsn) this.newestChangeLsn = lsn;
  }

  /** Asks the primary where its WAL is now, which is at or past the commit that sent this NOTIFY. */
  private lookUpChangeLsn(client: Client): void {
    const epoch = this.epoch;
    this.lsnLookups++;
    client
      .query<{ lsn: string }>(LSN_SQL)
      .then(({ rows }) => {
        if (epoch === this.epoch) this.noteChangeLsn(parseWalLsn(rows[0].lsn));
      })
      // A failed lookup means a lost connection: the new epoch's first read sets the floor again.
      .catch(noop)
      .finally(() => this.lsnLookups--);
  }

  private compact(client: Client): void {
    if (this.compacting) return;
    this.compacting = true;
    client
      .query(COMPACT_SQL)
      .catch((error: Error) => this.logger.warn(`compacting content_change_log failed: ${error.message}`))
      .finally(() => (this.compacting = false));
  }

  private async connect(): Promise<void> {
    if (this.closing) return;
    const client = new Client({
      connectionString: this.config.databaseUrl,
      application_name: 'cypher-api-cache',
      query_timeout: READ_TIMEOUT_MS,
    });
    client.on('error', (error) => this.logger.warn(`cache listener connection: ${error.message}`));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (this.client !== client || !message.payload) return;
      this.bump(message.payload);
      if (this.tracksLsn) this.lookUpChangeLsn(client);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANGED_CHANNEL}`);
    } catch (error) {
      this.logger.warn(`cache listener cannot connect (${(error as Error).message}); serving uncached meanwhile`);
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
      return;
    }
    if (this.closing) {
      await client.end().catch(() => undefined);
      return;
    }
    // Writes made while we were away sent notifications to nobody: start a new epoch.
    this.newEpoch();
    this.client = client;
    this.reconnectDelayMs = 100;
    // The baseline the next refresh() compares with (what read-your-writes needs in notify mode).
    await this.refresh().catch(() => undefined);
  }

  private lost(client: Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.newEpoch();
    this.scheduleReconnect();
  }

  private newEpoch(): void {
    this.epoch++;
    this.lastRead = null;
    this.newestChangeLsn = null;
    this.verifiedAt = -Infinity;
  }

  private scheduleReconnect(): void {
    if (this.closing || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, this.reconnectDelayMs);
    this.reconnectTimer.unref();
    this.reconnectDelayMs = Math.min(this.reconnectDelayMs * 2, 5_000);
  }
}

function noop(): void {}
