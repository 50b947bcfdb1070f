import Redis, { Cluster } from 'ioredis';
import type { ClusterOptions, RedisOptions } from 'ioredis';
import type { AppConfig, RedisNode } from '../config/env';

/**
 * producer: the API's clients. A request must not wait for a Redis that is
 * gone, so commands fail at once (the caller answers 503) while the client
 * reconnects in the background.
 * worker: the worker's clients. They queue commands and reconnect forever,
 * as BullMQ requires of its blocking connections.
 */
export type RedisRole = 'producer' | 'worker';

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

const producerRetry = (times: number) => Math.min(times * 200, 2_000);

/** How each role treats an unreachable Redis, whatever the topology. */
export function roleOptions(role: RedisRole): RedisOptions {
  return role === 'producer'
    ? { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, retryStrategy: producerRetry }
    : { maxRetriesPerRequest: null, enableOfflineQueue: true };
}

/** Credentials, db and TLS that REDIS_URL lends a cluster's nodes or a Sentinel-found master. */
function borrowedFromUrl(config: AppConfig): Pick<RedisOptions, 'username' | 'password' | 'db' | 'tls'> {
  if (!config.redisUrl) return {};
  const { username, password, db, tls } = redisOptionsFromUrl(config.redisUrl);
  return { username, password, db, tls };
}

/**
 * Connection options of one server: the REDIS_URL server itself, or the
 * master the sentinels name. With Sentinel, ioredis asks the sentinels for
 * the master on every (re)connect, and failoverDetector makes it drop the old
 * master as soon as a sentinel announces +switch-master instead of waiting
 * for that server to fail. A demoted master answers writes with READONLY
 * until then: reconnecting (and resending the command) reaches the new one.
 */
export function serverOptions(config: AppConfig): RedisOptions {
  const topology = config.redisTopology;
  if (topology.kind === 'sentinel') {
    return {
      ...borrowedFromUrl(config),
      sentinels: topology.sentinels,
      name: topology.masterName,
      failoverDetector: true,
      reconnectOnError: (error) => (error.message.startsWith('READONLY') ? 2 : false),
    };
  }
  return redisOptionsFromUrl(config.redisUrl);
}

/**
 * A Redis Cluster client. Commands on a slot whose master is failing over are
 * retried by ioredis (MOVED, TRYAGAIN, CLUSTERDOWN and closed connections,
 * each after a short delay) up to maxRedirections times, so a failover is a
 * pause, not an error, unless it outlasts those retries.
 */
export function createClusterClient(
  config: AppConfig,
  nodes: RedisNode[],
  role: RedisRole,
  keyPrefix?: string,
): Cluster {
  const { username, password, tls } = borrowedFromUrl(config);
  // The cluster reconnects its nodes itself; each node keeps the role's per-command patience.
  const { enableOfflineQueue, maxRetriesPerRequest, connectTimeout } = roleOptions(role);
  const options: ClusterOptions = {
    ...(keyPrefix ? { keyPrefix } : {}),
    enableOfflineQueue,
    // The default: reconnect forever; the producer's commands still fail at once meanwhile.
    clusterRetryStrategy: producerRetry,
    retryDelayOnFailover: 200,
    retryDelayOnClusterDown: 300,
    retryDelayOnTryAgain: 200,
    maxRedirections: 16,
    slotsRefreshTimeout: 2_000,
    redisOptions: { maxRetriesPerRequest, connectTimeout, username, password, tls },
  };
  return new Cluster(nodes, options);
}

/** A general-purpose client of this deployment's Redis (rate limits and the like), its keys under `keyPrefix`. */
export function createRedisClient(config: AppConfig, role: RedisRole, keyPrefix: string): Redis | Cluster {
  const topology = config.redisTopology;
  if (topology.kind === 'cluster') return createClusterClient(config, topology.nodes, role, keyPrefix);
  return new Redis({ ...serverOptions(config), keyPrefix, lazyConnect: false, ...roleOptions(role) });
}
