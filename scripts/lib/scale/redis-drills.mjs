// The Redis drills of the scale tier: the built API and workers on a Redis
// Cluster, then on a Sentinel-watched master, each through a failover during a
// burst of acknowledged jobs.
import { ask } from './redis-servers.mjs';
import { effectsInPostgres, expect, jsonPost, log, signIn, sleep, startSignalBurst } from './drill-tools.mjs';

const BEFORE_FAILOVER_MS = 2_500;
const AFTER_FAILOVER_MS = 5_000;

async function until(what, check, timeoutMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await sleep(50);
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

/**
 * Runs a burst around `failover()` (which resolves with the time it took),
 * then `settled()` (what else must happen before the deployment can
 * acknowledge jobs again), then AFTER_FAILOVER_MS more.
 */
async function burstAcrossFailover(stack, articleId, failover, settled = async () => 0) {
  const burst = startSignalBurst(stack.baseUrl, articleId);
  await sleep(BEFORE_FAILOVER_MS);
  const ackedBefore = burst.acknowledged.length;
  const failoverMs = await failover();
  const ackedAtFailover = burst.acknowledged.length;
  const settledMs = await settled();
  await sleep(AFTER_FAILOVER_MS);
  const result = await burst.stop();
  return { ...result, failoverMs, settledMs, ackedBefore, ackedAfter: result.acknowledged.length - ackedAtFailover };
}

/** The checks every Redis drill makes once its burst is over. */
async function checkBurst(name, burst, databaseUrl) {
  const { found, duplicated } = await effectsInPostgres(databaseUrl, burst.acknowledged);
  const acknowledged = burst.acknowledged.length;
  log(
    `  ${name}: ${acknowledged} jobs acknowledged (${burst.ackedBefore} before the failover, ${burst.ackedAfter} after it), ` +
      `${found} found in Postgres, ${duplicated} more than once; statuses ${JSON.stringify(burst.statuses)}; ` +
      `failover ${burst.failoverMs} ms; longest gap between acknowledgements ${burst.longestGapMs} ms`,
  );
  const unexpected = Object.keys(burst.statuses).filter((status) => !['202', '503'].includes(status));
  expect(
    unexpected.length === 0,
    `${name}: every signal answered 202 or 503 (others: ${unexpected.join(',') || 'none'})`,
  );
  expect(burst.ackedBefore > 0 && burst.ackedAfter > 0, `${name}: jobs acknowledged before and after the failover`);
  expect(found === acknowledged, `${name}: every acknowledged job's effect is in Postgres (${found}/${acknowledged})`);
  expect(duplicated === 0, `${name}: none stored twice`);
  return {
    acknowledged,
    found,
    duplicated,
    failoverMs: burst.failoverMs,
    longestGapMs: burst.longestGapMs,
    ...(burst.settledMs ? { replicaBackMs: burst.settledMs } : {}),
  };
}

/** The subscribe limit counted in Redis: the (limit + 1)th subscription from one address is refused. */
async function checkRateLimit(name, baseUrl, limit, countKeys) {
  const statuses = [];
  for (let index = 0; index <= limit; index += 1) {
    const body = {
      firstName: 'Scale',
      lastName: 'Tier',
      email: `scale-${name}-${Date.now()}-${index}@example.com`,
      creditProgramParticipation: false,
    };
    statuses.push((await fetch(`${baseUrl}/api/subscriptions`, jsonPost(body))).status);
  }
  const keys = await countKeys();
  log(`  ${name} rate limit: statuses ${statuses.join(',')}; ${keys} counter key(s) in Redis`);
  expect(
    statuses.slice(0, limit).every((status) => status === 201) && statuses[limit] === 429,
    `${name}: the subscribe limit (${limit}) holds`,
  );
  expect(keys > 0, `${name}: its counter lives in Redis`);
}

/** A cached public read answered twice: the second comes from the response cache. */
async function checkPublicCache(name, baseUrl) {
  const path = '/api/articles?limit=7';
  await (await fetch(`${baseUrl}${path}`)).arrayBuffer();
  const second = await fetch(`${baseUrl}${path}`);
  await second.arrayBuffer();
  const status = second.headers.get('cache-status') ?? '';
  expect(second.status === 200 && /hit/.test(status), `${name}: the public cache answers (${status})`);
}

/** bull-board reads every queue through the API's queue clients. */
async function checkQueueDashboard(name, baseUrl, admin) {
  const cookie = await signIn(baseUrl, admin.username, admin.password);
  const response = await fetch(`${baseUrl}/admin/queues/api/queues`, { headers: { cookie } });
  const body = response.ok ? await response.json() : {};
  const signals = body.queues?.find((queue) => queue.name === 'signals');
  log(
    `  ${name} queue dashboard: ${response.status}, ${body.queues?.length ?? 0} queues, signals completed ${signals?.counts?.completed}`,
  );
  expect(response.status === 200 && signals !== undefined, `${name}: the queue dashboard reads the queues`);
}

export async function clusterDrill({ startStackOn, cluster, prefix, databaseUrl, subscribeLimit, admin }) {
  log('drill 1: Redis Cluster (3 masters, 3 replicas), a master failed over during a burst of jobs');
  const stack = await startStackOn({ REDIS_CLUSTER_NODES: cluster.nodes, QUEUE_PREFIX: prefix });
  try {
    const articleId = (await (await fetch(`${stack.baseUrl}/api/articles?limit=1`)).json())[0].id;
    // Every queue key carries the {prefix} hash tag: the master of that slot holds the queues.
    const owners = await cluster.ownersOf(`{${prefix}}:signals`);
    log(`  queue slot ${owners.slot} on master :${owners.master.port}, replica :${owners.replica.port}`);
    const burst = await burstAcrossFailover(stack, articleId, async () => {
      await ask(owners.replica, 'CLUSTER', 'FAILOVER');
      return until('the replica taking over the queue slot', async () => {
        const [newRole] = await ask(owners.replica, 'ROLE');
        const [oldRole] = await ask(owners.master, 'ROLE');
        return newRole === 'master' && oldRole === 'slave';
      });
    });
    const figures = await checkBurst('cluster', burst, databaseUrl);
    const queueKeys = await cluster.keys(`{${prefix}}:*`);
    expect(queueKeys.length > 0, `cluster: BullMQ keys are hash-tagged {${prefix}} (${queueKeys.length} keys)`);
    await checkRateLimit(
      'cluster',
      stack.baseUrl,
      subscribeLimit,
      async () => (await cluster.keys(`${prefix}:ratelimit:*`)).length,
    );
    await checkPublicCache('cluster', stack.baseUrl);
    await checkQueueDashboard('cluster', stack.baseUrl, admin);
    return { ...figures, queueKeys: queueKeys.length };
  } finally {
    await stack.stop();
  }
}

export async function sentinelDrill({ startStackOn, sentinel, prefix, databaseUrl, subscribeLimit, admin }) {
  log('drill 2: Redis Sentinel (1 master, 1 replica, 3 sentinels), SENTINEL FAILOVER during a burst of jobs');
  const stack = await startStackOn({
    REDIS_SENTINELS: sentinel.addresses,
    REDIS_SENTINEL_NAME: sentinel.name,
    QUEUE_PREFIX: prefix,
  });
  try {
    const articleId = (await (await fetch(`${stack.baseUrl}/api/articles?limit=1`)).json())[0].id;
    const oldMaster = await sentinel.masterPort();
    const burst = await burstAcrossFailover(
      stack,
      articleId,
      async () => {
        await ask(sentinel.sentinels[0], 'SENTINEL', 'FAILOVER', sentinel.name);
        return until('the sentinels naming a new master', async () => (await sentinel.masterPort()) !== oldMaster);
      },
      // The new master has no replica until a sentinel turns the old master into one (its next INFO,
      // up to ~10 s) and it has synced; until then WAIT finds no replica and enqueues answer 503.
      () =>
        until(
          'the old master serving as a replica of the new one',
          async () => {
            const port = await sentinel.masterPort();
            const server = sentinel.servers.find((candidate) => candidate.port === port);
            return /slave0:[^\r\n]*state=online/.test(String(await ask(server, 'INFO', 'replication')));
          },
          45_000,
        ),
    );
    const newMaster = await sentinel.masterPort();
    log(`  master :${oldMaster} -> :${newMaster}; a replica online again ${burst.settledMs} ms after the switch`);
    const figures = await checkBurst('sentinel', burst, databaseUrl);
    const server = sentinel.servers.find((candidate) => candidate.port === newMaster);
    await checkRateLimit(
      'sentinel',
      stack.baseUrl,
      subscribeLimit,
      async () => (await ask(server, 'KEYS', `${prefix}:ratelimit:*`)).length,
    );
    await checkPublicCache('sentinel', stack.baseUrl);
    await checkQueueDashboard('sentinel', stack.baseUrl, admin);
    return figures;
  } finally {
    await stack.stop();
  }
}
