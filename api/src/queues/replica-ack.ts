import type { Queue } from 'bullmq';
import type { Cluster, Redis } from 'ioredis';

/** How long an enqueue waits for replicas to confirm its write before it is refused. */
export const REPLICA_ACK_TIMEOUT_MS = 1_000;

/** The raw client behind a queue (BullMQ's Redis backend keeps it there). */
interface RedisBackend {
  connection?: { client?: Promise<Redis | Cluster> };
}

/**
 * Redis replicates asynchronously: a job the master stored and a failover
 * lost was never queued, though the API had already answered 202. WAIT on
 * the connection that wrote blocks until `replicas` replicas hold everything
 * it wrote (or the timeout passes); with fewer, the write is not
 * acknowledged (the caller answers 503 and the client retries). A replica
 * that has the job is what Sentinel or the cluster promotes, so an
 * acknowledged job survives the failover of its master.
 *
 * On a cluster the WAIT goes to the node that serves the queues' slot (the
 * cluster client keeps one connection per node). A failover between the
 * write and the WAIT can send it to the new master, whose answer says
 * nothing about the write: the cluster's own failover (CLUSTER FAILOVER)
 * syncs the replica first, but a master that crashes in that instant can
 * still lose an acknowledged job.
 */
export async function confirmOnReplicas(queue: Queue, replicas: number, slot: number | undefined): Promise<void> {
  if (replicas <= 0) return;
  const client = await (queue.getBackend() as unknown as RedisBackend).connection?.client;
  if (!client) return;
  let node: Redis | Cluster = client;
  if ((client as { isCluster?: boolean }).isCluster && slot !== undefined) {
    const cluster = client as Cluster;
    const master = cluster.slots[slot]?.[0];
    const found = cluster
      .nodes('master')
      .find((candidate) => `${candidate.options.host}:${candidate.options.port}` === master);
    if (!found) throw new Error(`no known master serves the queues' slot ${slot}`);
    node = found;
  }
  const confirmed = Number(await node.call('WAIT', replicas, REPLICA_ACK_TIMEOUT_MS));
  if (confirmed < replicas) {
    throw new Error(
      `${confirmed} of ${replicas} Redis replicas confirmed the write within ${REPLICA_ACK_TIMEOUT_MS} ms (REDIS_WAIT_REPLICAS)`,
    );
  }
}

/** CRC16 (XMODEM), the hash Redis Cluster takes of a key's hash tag, modulo the 16384 slots. */
export function clusterSlot(hashTag: string): number {
  let crc = 0;
  for (const byte of Buffer.from(hashTag)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc % 16384;
}
