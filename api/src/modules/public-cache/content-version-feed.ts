import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { CONTENT_CHANGED_CHANNEL } from '../../database/content-tables';

/** Versions of the content tables as one committed snapshot saw them. */
export class VersionSnapshot {
  private readonly joined = new Map<readonly string[], string>();

  constructor(private readonly versions: ReadonlyMap<string, string>) {}

  /** One string naming the versions of `tables`; memoised per route (tables arrays are constants). */
  of(tables: readonly string[]): string {
    let key = this.joined.get(tables);
    if (key === undefined) {
      key = tables.map((table) => this.versions.get(table) ?? '0').join('|');
      this.joined.set(tables, key);
    }
    return key;
  }
}

const VERSIONS_SQL = `SELECT table_name, sum(bumps)::text || ':' || max(id)::text, count(*)::int
  FROM content_change_log GROUP BY table_name`;

// Sums each table's rows into one; a single statement, so concurrent compactions cannot double count.
const COMPACT_SQL = `WITH gone AS (DELETE FROM content_change_log RETURNING table_name, bumps, row_delta)
  INSERT INTO content_change_log (table_name, bumps, row_delta)
  SELECT table_name, sum(bumps), sum(row_delta) FROM gone GROUP BY table_name`;
const COMPACT_WHEN_ROWS_EXCEED = 200;
/** A version read slower than this means the connection is unwell: requests go uncached while it reconnects. */
const READ_TIMEOUT_MS = 2_000;

/**
 * The API process's view of content_change_log, over one dedicated connection
 * (never the request pool, so it cannot queue behind slow queries).
 *
 * `fresh()` is the read barrier of the response cache: it resolves with versions
 * read by a query that STARTED AFTER the call, so every write committed before a
 * request arrived is in it (plain MVCC snapshot rules, in any API process,
 * whoever wrote). Calls made while a read is on the wire share the next read,
 * so there is at most one tiny query in flight however many requests wait:
 * under load its cost is spread over every request that arrived meanwhile.
 *
 * LISTEN adds the push side: a write anywhere drops this process's answers for
 * that table right away (memory back, no waiting for a reader to notice).
 */
@Injectable()
export class ContentVersionFeed implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ContentVersionFeed.name);
  private client: Client | null = null;
  private onWire: Promise<VersionSnapshot> | null = null;
  private queued: Promise<VersionSnapshot> | null = null;
  private compacting = false;
  private closing = false;
  private reconnectDelayMs = 100;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private readonly changeListeners = new Set<(table: string | null) => void>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

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

  /** `table` is null when anything may have changed (after a reconnect). */
  onChange(listener: (table: string | null) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Versions from a read that starts after this call; rejects while the connection is down. */
  fresh(): Promise<VersionSnapshot> {
    if (!this.onWire) return this.launch();
    if (!this.queued) {
      this.queued = this.onWire
        .then(noop, noop)
        .then(() => {
          this.queued = null;
          return this.onWire ?? this.launch();
        });
    }
    return this.queued;
  }

  private launch(): Promise<VersionSnapshot> {
    const read = this.read().finally(() => {
      if (this.onWire === read) this.onWire = null;
    });
    this.onWire = read;
    return read;
  }

  private async read(): Promise<VersionSnapshot> {
    const client = this.client;
    if (!client) throw new Error('content version feed is not connected');
    let result;
    try {
      result = await client.query<[string, string, number]>({ text: VERSIONS_SQL, rowMode: 'array' });
    } catch (error) {
      if (/timeout/i.test((error as Error).message)) {
        this.lost(client);
        void client.end().catch(() => undefined);
      }
      throw error;
    }
    const versions = new Map<string, string>();
    let logRows = 0;
    for (const [table, version, rows] of result.rows) {
      versions.set(table, version);
      logRows += rows;
    }
    if (logRows > COMPACT_WHEN_ROWS_EXCEED) this.compact(client);
    return new VersionSnapshot(versions);
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
    client.on('notification', (message) => this.emit(message.payload ?? null));
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
    this.client = client;
    this.reconnectDelayMs = 100;
    // Notifications sent while we were away are lost: treat everything as changed.
    this.emit(null);
  }

  private lost(client: Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.emit(null);
    this.scheduleReconnect();
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

  private emit(table: string | null): void {
    for (const listener of this.changeListeners) listener(table);
  }
}

function noop(): void {}
