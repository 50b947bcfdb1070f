// What `npm start` runs against: DATABASE_URL, REDIS_URL and SMTP_URL when
// set; otherwise an embedded Postgres, a private redis-server (or BullMQ's
// Postgres backend where no redis-server exists), data in `dataDir`, and a
// catch-all SMTP server whose messages the admin Outbox shows.
import { redisServerOnPath, startEmbeddedPostgres, startPrivateRedis } from './embedded-services.mjs';
import { startCatchAllSmtp } from './embedded-smtp.mjs';

const hidePassword = (url) => url.replace(/:[^:@/]+@/, ':***@');

/**
 * Starts what `env` does not point at and says in one line each what was chosen.
 * Returns the env to run the stack with, the handles of what it started
 * ({ postgres, redis, smtp }, each with stop()), and stop() for all of them.
 * The catch-all SMTP server is built code: it starts only when `root` (the
 * checkout with its dist/) is given.
 */
export async function startLocalServices({ env: given, dataDir, log: say, root, notes = [] }) {
  const env = { ...given };
  const started = {};
  // What was chosen goes on one line and what was done on the way (a new cluster, a folder opened to the
  // postgres user) on another, so a first start stays a few lines long.
  const chosen = [];
  const log = (line) => chosen.push(line);
  const note = (line) => notes.push(line);
  const flush = () => {
    if (notes.length) say(notes.splice(0).join('; '));
    if (chosen.length) say(chosen.splice(0).join('; '));
  };
  const stop = async () => {
    for (const service of [started.smtp, started.redis, started.postgres]) await service?.stop().catch(() => undefined);
  };
  try {
    if (env.DATABASE_URL) {
      log('database: DATABASE_URL');
    } else {
      started.postgres = await startEmbeddedPostgres(dataDir, note, { port: Number(env.EMBEDDED_PG_PORT || 54329) });
      env.DATABASE_URL = started.postgres.url;
      log(`database: embedded Postgres (${hidePassword(env.DATABASE_URL)})`);
    }

    if (env.QUEUE_BACKEND === 'postgres') {
      log('queue: BullMQ on its Postgres backend (QUEUE_BACKEND=postgres)');
    } else if (env.REDIS_CLUSTER_NODES || env.REDIS_SENTINELS) {
      env.QUEUE_BACKEND ||= 'redis';
      log(`queue: Redis ${env.REDIS_CLUSTER_NODES ? 'Cluster at REDIS_CLUSTER_NODES' : 'through REDIS_SENTINELS'}`);
    } else if (env.REDIS_URL) {
      env.QUEUE_BACKEND ||= 'redis';
      log('queue: Redis at REDIS_URL');
    } else if (redisServerOnPath()) {
      started.redis = await startPrivateRedis(dataDir, note, { port: Number(env.EMBEDDED_REDIS_PORT || 63799) });
      env.REDIS_URL = started.redis.url;
      env.QUEUE_BACKEND = 'redis';
      log(`queue: private redis-server on 127.0.0.1:${started.redis.port}`);
    } else {
      env.QUEUE_BACKEND = 'postgres';
      log('queue: no redis-server found, BullMQ runs on its Postgres backend');
    }

    if (env.SMTP_URL) {
      log('mail: SMTP_URL');
    } else if (root) {
      started.smtp = await startCatchAllSmtp({ root, databaseUrl: env.DATABASE_URL, log: note });
      env.SMTP_URL = started.smtp.url;
      log(
        `mail: local catch-all on ${started.smtp.shownUrl} (login required); every email shows in the admin Outbox (/admin/outbox)`,
      );
    }
  } catch (error) {
    flush();
    await stop();
    throw error;
  }
  flush();
  return { env, services: started, stop };
}
