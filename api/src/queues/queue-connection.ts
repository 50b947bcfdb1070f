import { createPostgresBackend, setDefaultBackendFactory } from 'bullmq';
import type { ConnectionOptions } from 'bullmq';
import type { Cluster } from 'ioredis';
import type { AppConfig } from '../config/env';
import { createClusterClient, roleOptions, serverOptions, type RedisRole } from '../redis/redis-clients';

export type QueueRole = RedisRole;

/** Cluster clients handed to BullMQ: it shares them and never closes them, so closeQueueClusterClients does. */
const sharedClusterClients = new Set<Cluster>();

/**
 * The prefix of every BullMQ key. On a Redis Cluster a queue's Lua scripts
 * touch many of its keys at once, which must all hash to one slot: the braces
 * make the prefix a hash tag, so every key of every queue lands in the slot of
 * `QUEUE_PREFIX` (one shard carries the queues; the cluster adds failover,
 * not queue throughput). Unchanged on a single server or Sentinel.
 */
export function queueKeyPrefix(config: AppConfig): string {
  return config.redisTopology.kind === 'cluster' ? `{${config.queuePrefix}}` : config.queuePrefix;
}

/**
 * The connection BullMQ uses. Producers (the API) fail fast when Redis is gone
 * so an admin gets a 503 at once rather than a hanging request; workers wait
 * and reconnect forever, as BullMQ requires for blocking connections.
 * BullMQ builds a server or Sentinel connection from options; a cluster it
 * must be given as a client, which its workers duplicate for themselves.
 */
export function queueConnection(config: AppConfig, role: QueueRole): ConnectionOptions {
  if (config.queueBackend === 'postgres') {
    // No Redis on this machine: BullMQ keeps its queues in Postgres (schema bullmq).
    setDefaultBackendFactory(createPostgresBackend as never);
    // migrate: BullMQ creates or upgrades its own schema (under an advisory lock) on first connect.
    return { connectionString: config.databaseUrl, migrate: true, max: 5 } as unknown as ConnectionOptions;
  }
  const topology = config.redisTopology;
  if (topology.kind === 'cluster') {
    const client = createClusterClient(config, topology.nodes, role);
    sharedClusterClients.add(client);
    return client as unknown as ConnectionOptions;
  }
  return { ...serverOptions(config), ...roleOptions(role) } as ConnectionOptions;
}

/** Closes the cluster clients queueConnection made, once their queues are closed. */
export async function closeQueueClusterClients(): Promise<void> {
  const clients = [...sharedClusterClients];
  sharedClusterClients.clear();
  // A client still trying to reach its cluster has nothing to flush: stop its retries at once.
  await Promise.all(
    clients.map((client) =>
      client.status === 'ready' ? client.quit().catch(() => client.disconnect()) : client.disconnect(),
    ),
  );
}
