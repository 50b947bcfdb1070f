// A database and a Redis key prefix of a run's own (browser tests, benchmark),
// so runs sharing one Postgres and one Redis never see each other's data.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import Redis from 'ioredis';

/** `prefix` plus time and randomness: unique across parallel runs. */
export const uniqueRunId = () => `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

async function asAdmin(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates `name` on the server of `adminUrl`; returns its URL and drop(). */
export async function createScratchDatabase(adminUrl, name) {
  await asAdmin(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** Deletes every key under `prefix:`; a Redis that does not answer holds none of ours. */
export async function dropQueueKeys(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
  } catch {
    // Not reachable: nothing to clean.
  } finally {
    redis.disconnect();
  }
}

/**
 * The environment of a throwaway production-mode stack on a scratch database:
 * what the browser tier and Lighthouse run against. `extra` adds or overrides.
 */
export function scratchStackEnv({ databaseUrl, redisUrl, queuePrefix, port, logLevel = 'warn' }, extra = {}) {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: queuePrefix,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    NODE_ENV: 'production',
    // Plain http on loopback: a Secure session cookie would never come back.
    COOKIE_SECURE: 'false',
    PORT: String(port),
    LOG_LEVEL: logLevel,
    ...extra,
  };
}
