#!/usr/bin/env node
// `npm run test:scale`: the product on the deployments it scales to, configured
// by environment alone, each on real servers of the run's own (free loopback
// ports, a temporary folder, all removed at the end):
//   1. Redis Cluster (REDIS_CLUSTER_NODES): three masters, three replicas; the
//      master of the queues' slot is failed over during a burst of jobs.
//   2. Redis Sentinel (REDIS_SENTINELS, REDIS_SENTINEL_NAME): one master, one
//      replica, three sentinels; SENTINEL FAILOVER during a burst of jobs.
//   3. Postgres read replica (DATABASE_REPLICA_URLS): a Postgres primary and
//      a streaming replica; who answers public and admin reads, and freshness
//      with the replica's replay paused.
// In 1 and 2 every job acknowledged (202) must have its effect in Postgres
// exactly once; rate limits and the public cache must still work.
// Prints what each drill saw and exits non-zero on any failure.
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './lib/build-if-needed.mjs';
import { runDatabaseTasks } from './lib/database-tasks.mjs';
import { startPrivateRedis } from './lib/embedded-services.mjs';
import { freePort } from './lib/ports.mjs';
import { startStack } from './lib/stack.mjs';
import { runTier } from './lib/tier-run.mjs';
import { failures, log } from './lib/scale/drill-tools.mjs';
import { startPostgresPair } from './lib/scale/postgres-pair.mjs';
import { clusterDrill, sentinelDrill } from './lib/scale/redis-drills.mjs';
import { startRedisCluster, startRedisSentinel } from './lib/scale/redis-servers.mjs';
import { replicaDrill } from './lib/scale/replica-drill.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DEADLINE_MS = Number(process.env.SCALE_DEADLINE_MS ?? 540_000);
const SUBSCRIBE_LIMIT = 3;
/** SCALE_DRILLS=cluster,sentinel,replica (the default: all) runs only those. */
const DRILLS = new Set((process.env.SCALE_DRILLS || 'cluster,sentinel,replica').split(',').map((name) => name.trim()));

/** Every variable that names a Redis or Postgres, so none leaks in from the caller's environment. */
const UNSET = {
  REDIS_URL: '',
  REDIS_CLUSTER_NODES: '',
  REDIS_SENTINELS: '',
  REDIS_SENTINEL_NAME: '',
  DATABASE_REPLICA_URLS: '',
};

const started = Date.now();
const figures = {};

async function drills({ tempDir, cleanups }) {
  await buildIfNeeded(root, log);
  const pair = await startPostgresPair(tempDir);
  cleanups.push(() => pair.stop());
  const databaseUrl = pair.primary.url('cypher');
  log(`Postgres ${pair.version} primary :${pair.primary.port}, streaming replica :${pair.replica.port}`);

  const admin = { username: 'scale-admin', password: randomBytes(12).toString('base64url') };
  const baseEnv = {
    ...process.env,
    ...UNSET,
    NODE_ENV: 'production',
    // Plain http on loopback: a Secure session cookie would never come back.
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'error',
    DATABASE_URL: databaseUrl,
    QUEUE_BACKEND: 'redis',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    SUBSCRIBE_RATE_LIMIT: String(SUBSCRIBE_LIMIT),
    // The drills' signal bursts all come from this machine: what they count is delivery, not the limit.
    SIGNAL_RATE_LIMIT: '100000000',
    SIGNAL_SESSION_RATE_LIMIT: '100000000',
    DOUBLE_OPT_IN: 'false',
    WORKER_CONCURRENCY: '4',
  };
  runDatabaseTasks(root, { ...baseEnv, QUEUE_BACKEND: 'postgres' });

  /** The API and `workers` worker processes with `extra` on top of the base environment. */
  const startStackOn = async (extra, workers = 2) => {
    const env = { ...baseEnv, ...extra, PORT: String(await freePort()) };
    const stack = await startStack({ root, env, workers, output: 'capture', log: () => undefined });
    return stack;
  };

  /** What the Redis Cluster and Sentinel drills both need; each gets a queue prefix of its own. */
  const redisDrillBase = () => ({
    startStackOn,
    prefix: `cypher-scale-${randomBytes(3).toString('hex')}`,
    databaseUrl,
    subscribeLimit: SUBSCRIBE_LIMIT,
    admin,
  });

  if (DRILLS.has('cluster')) {
    const cluster = await startRedisCluster(join(tempDir, 'cluster'));
    cleanups.push(() => cluster.stop());
    log(`Redis Cluster up: ${cluster.nodes}`);
    figures.cluster = await clusterDrill({ ...redisDrillBase(), cluster });
    await cluster.stop();
  }

  if (DRILLS.has('sentinel')) {
    const sentinel = await startRedisSentinel(join(tempDir, 'sentinel'));
    cleanups.push(() => sentinel.stop());
    log(`Redis Sentinel up: sentinels ${sentinel.addresses}, master :${await sentinel.masterPort()}`);
    figures.sentinel = await sentinelDrill({ ...redisDrillBase(), sentinel });
    await sentinel.stop();
  }

  if (DRILLS.has('replica')) {
    const redis = await startPrivateRedis(tempDir, log, { port: await freePort(), appendOnly: false });
    cleanups.push(() => redis.stop());
    figures.replica = await replicaDrill({ startStackOn, pair, redisUrl: redis.url, admin, freePort });
  }
}

function report() {
  console.log(`scale: figures ${JSON.stringify(figures)}`);
  console.log(`scale: wall time ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

runTier({ name: 'scale', deadlineMs: DEADLINE_MS, failures, report }, drills);
