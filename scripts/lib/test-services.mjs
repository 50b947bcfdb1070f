// Which Postgres and Redis a test run uses. TEST_PG_ADMIN_URL and TEST_REDIS_URL
// when set; else the machine's servers when they answer (where it looks:
// TEST_PROBE_PG_URL, TEST_PROBE_REDIS_URL, default 127.0.0.1:5432 and :6379);
// else an embedded Postgres and a private redis-server on free ports, in a
// temporary folder removed by stop(). TEST_SERVICES=embedded skips the first
// two. Every run still makes its own database and Redis key prefix.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { HOW_TO_GET_REDIS, redisServerOnPath, startEmbeddedPostgres, startPrivateRedis } from './embedded-services.mjs';

const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS = 'redis://127.0.0.1:6379';
const PROBE_TIMEOUT_MS = 2_000;

const address = (url) => new URL(url).host;

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A PING in Redis's inline protocol: no client library, and a server asking for a password counts as absent. */
function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/**
 * Chooses (and starts what it must) and returns { pgAdminUrl, redisUrl, summary, fromEnv, embedded, stop }:
 * summary is the one line to print (fromEnv: both URLs were given, so the caller's parent
 * already said it); embedded holds the handles ({ postgres, redis }, each with stop() and
 * start()) of what it started, for drills that cut a service; stop() ends those and removes their folder.
 */
export async function chooseTestServices(env = process.env) {
  const mode = env.TEST_SERVICES || 'auto';
  if (!['auto', 'embedded'].includes(mode)) {
    throw new Error(`TEST_SERVICES must be embedded (or unset), got "${mode}"`);
  }
  const forced = mode === 'embedded';
  const choice = { pgAdminUrl: env.TEST_PG_ADMIN_URL, redisUrl: env.TEST_REDIS_URL };
  const fromEnv = !forced && Boolean(choice.pgAdminUrl && choice.redisUrl);
  const said = [];
  if (forced) {
    choice.pgAdminUrl = choice.redisUrl = undefined;
  } else {
    const probePg = env.TEST_PROBE_PG_URL || DEFAULT_PG;
    const probeRedis = env.TEST_PROBE_REDIS_URL || DEFAULT_REDIS;
    if (choice.pgAdminUrl) said.push('Postgres from TEST_PG_ADMIN_URL');
    else if (await postgresAnswers(probePg)) {
      choice.pgAdminUrl = probePg;
      said.push(`Postgres on ${address(probePg)}`);
    }
    if (choice.redisUrl) said.push('Redis from TEST_REDIS_URL');
    else if (await redisAnswers(probeRedis)) {
      choice.redisUrl = probeRedis;
      said.push(`Redis on ${address(probeRedis)}`);
    }
  }

  if (!choice.redisUrl && !redisServerOnPath()) {
    const where = forced ? 'TEST_SERVICES=embedded needs redis-server' : 'no Redis answers and redis-server is missing';
    throw new Error(`${where}: ${HOW_TO_GET_REDIS}, or set TEST_REDIS_URL`);
  }

  const started = [];
  const embedded = {};
  let folder;
  const stop = async () => {
    for (const service of started.splice(0).reverse()) await service.stop().catch(() => undefined);
    if (folder) rmSync(folder, { recursive: true, force: true });
    folder = undefined;
  };
  if (!choice.pgAdminUrl || !choice.redisUrl) {
    folder = mkdtempSync(join(tmpdir(), 'cypher-test-'));
    const quiet = () => undefined;
    try {
      if (!choice.pgAdminUrl) {
        const postgres = await startEmbeddedPostgres(folder, quiet, { port: 0, throwaway: true });
        started.push(postgres);
        embedded.postgres = postgres;
        choice.pgAdminUrl = postgres.adminUrl;
        said.push(`embedded Postgres on 127.0.0.1:${postgres.port}`);
      }
      if (!choice.redisUrl) {
        const redis = await startPrivateRedis(folder, quiet, { port: 0, appendOnly: false });
        started.push(redis);
        embedded.redis = redis;
        choice.redisUrl = redis.url;
        said.push(`a private redis-server on 127.0.0.1:${redis.port}`);
      }
    } catch (error) {
      await stop();
      throw error;
    }
    said.push(`(data in ${folder}, removed at the end${forced ? '; TEST_SERVICES=embedded' : ''})`);
  }
  return { ...choice, fromEnv, embedded, summary: `test services: ${said.join(', ').replace(', (', ' (')}`, stop };
}

/** The env every tier gets: the chosen URLs, and no TEST_SERVICES, so no tier starts services of its own. */
export function testServicesEnv(env, choice) {
  const next = { ...env, TEST_PG_ADMIN_URL: choice.pgAdminUrl, TEST_REDIS_URL: choice.redisUrl };
  delete next.TEST_SERVICES;
  return next;
}
