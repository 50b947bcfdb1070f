import { createPostgresBackend, setDefaultBackendFactory } from 'bullmq';
import type { ConnectionOptions } from 'bullmq';
import type { AppConfig } from '../config/env';

export type QueueRole = 'producer' | 'worker';

/** ioredis options from a redis:// URL. */
export function redisOptionsFromUrl(redisUrl: string) {
  const url = new URL(redisUrl);
  return {
    host: url.hostname || '127.0.0.1',
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname && url.pathname !== '/' ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
  };
}

/**
 * The connection BullMQ uses. Producers (the API) fail fast when Redis is gone
 * so an admin gets a 503 at once rather than a hanging request; workers wait
 * and reconnect forever, as BullMQ requires for blocking connections.
 */
export function queueConnection(config: AppConfig, role: QueueRole): ConnectionOptions {
  if (config.queueBackend === 'postgres') {
    // No Redis on this machine: BullMQ keeps its queues in Postgres (schema bullmq).
    setDefaultBackendFactory(createPostgresBackend as never);
    // migrate: BullMQ creates or upgrades its own schema (under an advisory lock) on first connect.
    return { connectionString: config.databaseUrl, migrate: true, max: 5 } as unknown as ConnectionOptions;
  }
  const base = redisOptionsFromUrl(config.redisUrl);
  if (role === 'producer') {
    return {
      ...base,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      retryStrategy: (times: number) => Math.min(times * 200, 2_000),
    };
  }
  return { ...base, maxRetriesPerRequest: null, enableOfflineQueue: true };
}
