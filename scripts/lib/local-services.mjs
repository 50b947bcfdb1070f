// What `npm start` runs against: DATABASE_URL and REDIS_URL when set;
// otherwise an embedded Postgres and a private redis-server (or BullMQ's
// Postgres backend where no redis-server exists), data in `dataDir`.
import { redisServerOnPath, startEmbeddedPostgres, startPrivateRedis } from './embedded-services.mjs';

const hidePassword = (url) => url.replace(/:[^:@/]+@/, ':***@');

/**
 * Starts what `env` does not point at and says in one line each what was chosen.
 * Returns the env to run the stack with, the handles of what it started
 * ({ postgres, redis }, each with stop() and start()), and stop() for all of them.
 */
export async function startLocalServices({ env: given, dataDir, log }) {
  const env = { ...given };
  const started = {};
  const stop = async () => {
    for (const service of [started.redis, started.postgres]) await service?.stop().catch(() => undefined);
  };
  try {
    if (env.DATABASE_URL) {
      log('database: DATABASE_URL');
    } else {
      started.postgres = await startEmbeddedPostgres(dataDir, log, { port: Number(env.EMBEDDED_PG_PORT || 54329) });
      env.DATABASE_URL = started.postgres.url;
      log(`database: embedded Postgres (${hidePassword(env.DATABASE_URL)})`);
    }

    if (env.QUEUE_BACKEND === 'postgres') {
      log('queue: BullMQ on its Postgres backend (QUEUE_BACKEND=postgres)');
    } else if (env.REDIS_URL) {
      env.QUEUE_BACKEND ||= 'redis';
      log('queue: Redis at REDIS_URL');
    } else if (redisServerOnPath()) {
      started.redis = await startPrivateRedis(dataDir, log, { port: Number(env.EMBEDDED_REDIS_PORT || 63799) });
      env.REDIS_URL = started.redis.url;
      env.QUEUE_BACKEND = 'redis';
      log('queue: private redis-server');
    } else {
      env.QUEUE_BACKEND = 'postgres';
      log('queue: no redis-server found, BullMQ runs on its Postgres backend');
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { env, services: started, stop };
}
