import { Cluster } from 'ioredis';
import { loadConfig } from '../config/env';
import { closeQueueClusterClients, queueConnection, queueKeyPrefix } from './queue-connection';

const db = { DATABASE_URL: 'postgres://x/y', QUEUE_PREFIX: 'cypher' };

describe('queue connection', () => {
  afterEach(() => closeQueueClusterClients());

  it('keeps the single-server options and prefix unchanged', () => {
    const config = loadConfig({ ...db, REDIS_URL: 'redis://u:p@h:6380/2' });
    expect(queueKeyPrefix(config)).toBe('cypher');
    expect(queueConnection(config, 'worker')).toEqual({
      host: 'h',
      port: 6380,
      username: 'u',
      password: 'p',
      db: 2,
      tls: undefined,
      maxRetriesPerRequest: null,
      enableOfflineQueue: true,
    });
  });

  it('hash-tags the prefix on a cluster so each queue keeps its keys in one slot, and hands BullMQ a Cluster', () => {
    const config = loadConfig({ ...db, REDIS_CLUSTER_NODES: '127.0.0.1:1' });
    expect(queueKeyPrefix(config)).toBe('{cypher}');
    const connection = queueConnection(config, 'worker') as unknown as Cluster;
    expect(connection).toBeInstanceOf(Cluster);
    // BullMQ refuses a blocking connection whose commands may give up.
    expect(connection.options.redisOptions?.maxRetriesPerRequest).toBeNull();
    expect(connection.options.keyPrefix).toBeUndefined();
  });

  it('asks the sentinels for the master', () => {
    const config = loadConfig({ ...db, REDIS_SENTINELS: '127.0.0.1:26379', REDIS_SENTINEL_NAME: 'main' });
    expect(queueKeyPrefix(config)).toBe('cypher');
    expect(queueConnection(config, 'producer')).toEqual(
      expect.objectContaining({
        sentinels: [{ host: '127.0.0.1', port: 26379 }],
        name: 'main',
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
      }),
    );
  });
});
