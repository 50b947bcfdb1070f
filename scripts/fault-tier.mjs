#!/usr/bin/env node
// `npm run test:fault`: real faults under real readers, against a Postgres and a
// Redis of the run's own (so they can be stopped and killed) and the built API
// with two supervised workers, booted the way `npm start` boots them.
//   1. Postgres stopped for a while under readers: no 500, cached reads keep
//      answering (marked stale), everything recovers without a restart.
//   2. Redis killed under readers: reads unaffected, enqueueing routes answer
//      503, jobs run again once it is back.
//   3. A worker SIGKILLed in the middle of a news scrape: the other worker
//      finishes the job, every story stored once, and the supervisor brings the
//      killed worker back while the site keeps answering.
// Prints what readers saw in each drill and exits non-zero on a broken promise.
// Counts and statuses are asserted; times are only reported.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import pg from 'pg';
import { buildIfNeeded } from './lib/build-if-needed.mjs';
import { runDatabaseTasks } from './lib/database-tasks.mjs';
import { startEmbeddedPostgres, startPrivateRedis } from './lib/embedded-services.mjs';
import { freePort } from './lib/ports.mjs';
import { startStack } from './lib/stack.mjs';
import { runTier } from './lib/tier-run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUTAGE_MS = Number(process.env.FAULT_OUTAGE_MS ?? 8_000);
const DEADLINE_MS = Number(process.env.FAULT_DEADLINE_MS ?? 280_000);
const STORIES = 10;
const STORY_DELAY_MS = 700;

const log = (message) => console.log(`fault: ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const failures = [];
const expect = (ok, what) => {
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

/** A feed of STORIES items whose pages answer slowly, so one scrape takes several seconds. */
function startSlowNewsSite(port) {
  const base = `http://127.0.0.1:${port}`;
  const items = Array.from(
    { length: STORIES },
    (_, index) =>
      `<item><title>Fault drill story ${index + 1}</title><link>${base}/story/${index + 1}</link>` +
      `<pubDate>${new Date(Date.now() - index * 60_000).toUTCString()}</pubDate>` +
      `<description>Drill story ${index + 1} summary.</description></item>`,
  );
  const feed = `<?xml version="1.0"?><rss version="2.0"><channel><title>Drill Wire</title><link>${base}/</link>${items.join('')}</channel></rss>`;
  const page = (n) =>
    `<!doctype html><html><head><title>Fault drill story ${n}</title><link rel="canonical" href="${base}/story/${n}"></head>` +
    `<body><article><h1>Fault drill story ${n}</h1>` +
    `<p>The cypher outside the venue went on for hours after the show ended, verse after verse, as the crowd refused to go home.</p>` +
    `<p>Producers in the room said the energy reminded them of the basement sessions that started the scene a decade ago.</p>` +
    `</article></body></html>`;
  const server = createServer((request, response) => {
    if (request.url === '/feed.xml') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      return response.end(feed);
    }
    const match = /^\/story\/(\d+)$/.exec(request.url ?? '');
    if (!match) {
      response.writeHead(404);
      return response.end();
    }
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page(match[1]));
    }, STORY_DELAY_MS);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ base, server })));
}

/**
 * Readers: `concurrency` loops sending the requests `next()` makes until stopped,
 * tallying statuses (0 for a connection that failed) and stale-marked answers per label.
 */
function startReaders(baseUrl, next, concurrency = 4) {
  const tally = new Map();
  let running = true;
  const record = (label, status, stale, ms) => {
    const entry = tally.get(label) ?? { statuses: {}, stale: 0, maxMs: 0 };
    entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
    if (stale) entry.stale += 1;
    entry.maxMs = Math.max(entry.maxMs, ms);
    tally.set(label, entry);
  };
  const loop = async () => {
    while (running) {
      const { label, path, init } = next();
      const started = Date.now();
      try {
        const response = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
        await response.arrayBuffer();
        const stale = /stale/.test(response.headers.get('cache-status') ?? '');
        record(label, response.status, stale, Date.now() - started);
      } catch {
        record(label, 0, false, Date.now() - started);
        await sleep(50);
      }
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    tally,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return tally;
    },
  };
}

const count = (entry, predicate) =>
  Object.entries(entry?.statuses ?? {}).reduce((sum, [status, n]) => sum + (predicate(Number(status)) ? n : 0), 0);
const total = (entry) => count(entry, () => true);
const describe = (tally) =>
  [...tally]
    .map(([label, entry]) => `${label}: ${JSON.stringify(entry.statuses)}${entry.stale ? ` stale=${entry.stale}` : ''}`)
    .join('; ');
const any500 = (tally) =>
  [...tally.values()].reduce((sum, entry) => sum + count(entry, (s) => s >= 500 && s !== 503), 0);

async function untilHealthy(baseUrl, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return Date.now() - started;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  throw new Error(`not healthy within ${timeoutMs} ms`);
}

/** fetch's options for a POST of `body` as JSON. */
const jsonPost = (body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const sessionId = () => `session-${Date.now()}-${randomBytes(4).toString('hex')}`;
let subscriberCount = 0;
const subscribe = () => ({
  label: 'subscribe',
  path: '/api/subscriptions',
  init: jsonPost({
    firstName: 'Fault',
    lastName: 'Drill',
    email: `drill-${Date.now()}-${(subscriberCount += 1)}@example.com`,
    creditProgramParticipation: false,
  }),
});

async function postgresDrill({ stack, postgres, cachedPaths }) {
  log(`drill 1: Postgres stopped for ${OUTAGE_MS / 1000} s under readers`);
  for (const path of cachedPaths) await fetch(`${stack.baseUrl}${path}`).then((r) => r.arrayBuffer());
  let turn = 0;
  const readers = startReaders(stack.baseUrl, () => {
    turn += 1;
    if (turn % 10 === 0) return subscribe();
    if (turn % 10 === 1) return { label: 'health', path: '/api/health' };
    return { label: 'cached read', path: cachedPaths[turn % cachedPaths.length] };
  });
  await sleep(1_000);
  await postgres.stop();
  const down = startReaders(stack.baseUrl, () => ({
    label: 'cached read during outage',
    path: cachedPaths[Math.floor(Math.random() * cachedPaths.length)],
  }));
  await sleep(OUTAGE_MS);
  const during = await down.stop();
  await postgres.start();
  const recoverMs = await untilHealthy(stack.baseUrl, 60_000);
  await sleep(1_000);
  const tally = await readers.stop();
  const after = await fetch(`${stack.baseUrl}${subscribe().path}`, subscribe().init);

  const outage = during.get('cached read during outage');
  log(`  readers: ${describe(tally)}`);
  log(`  during the outage: ${describe(during)}; healthy ${recoverMs} ms after Postgres started`);
  expect(any500(tally) + any500(during) === 0, 'no 500 while Postgres was down');
  expect(
    total(outage) > 0 && count(outage, (s) => s === 200) === total(outage),
    'every cached read answered 200 during the outage',
  );
  expect((outage?.stale ?? 0) > 0, 'answers served during the outage are marked stale');
  expect(count(tally.get('subscribe'), (s) => s === 503) > 0, 'subscribing during the outage answered 503');
  expect(after.status === 201, `a subscription after recovery is stored (status ${after.status})`);
  return { servedDuringOutage: total(outage), stale: outage?.stale ?? 0, recoverMs };
}

async function redisDrill({ stack, redis, databaseUrl, cachedPaths, articleId }) {
  log(`drill 2: Redis killed for ${OUTAGE_MS / 1000} s under readers`);
  const interaction = () => ({
    label: 'interaction',
    path: '/api/personalization/interaction',
    init: jsonPost({ sessionId: sessionId(), articleId, interactionType: 'view' }),
  });
  const readers = startReaders(stack.baseUrl, () => ({
    label: 'cached read',
    path: cachedPaths[Math.floor(Math.random() * cachedPaths.length)],
  }));
  const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await client.connect();
  const pid = Number(/process_id:(\d+)/.exec(await client.info('server'))[1]);
  client.disconnect();
  await sleep(500);
  process.kill(pid, 'SIGKILL');
  await sleep(500);
  const enqueuers = startReaders(stack.baseUrl, interaction, 2);
  await sleep(OUTAGE_MS);
  const enqueued = await enqueuers.stop();
  await redis.start();
  const recoverMs = await untilHealthy(stack.baseUrl, 60_000);
  const reads = await readers.stop();

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const rows = async () => (await db.query('SELECT count(*)::int AS n FROM user_interactions')).rows[0].n;
  const before = await rows();
  let accepted = 0;
  for (let attempt = 0; attempt < 50 && accepted < 3; attempt += 1) {
    const { init, path } = interaction();
    const response = await fetch(`${stack.baseUrl}${path}`, init);
    if (response.status === 202) accepted += 1;
    else await sleep(200);
  }
  let stored = before;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && stored < before + accepted) {
    await sleep(250);
    stored = await rows();
  }
  await db.end();

  const tried = enqueued.get('interaction');
  log(`  readers: ${describe(reads)}`);
  log(`  enqueueing during the outage: ${describe(enqueued)}, slowest answer ${tried?.maxMs} ms`);
  log(`  healthy ${recoverMs} ms after Redis started; ${stored - before} of ${accepted} new signals stored`);
  expect(any500(reads) + any500(enqueued) === 0, 'no 500 while Redis was down');
  expect(
    total(reads.get('cached read')) === count(reads.get('cached read'), (s) => s === 200),
    'every read answered 200',
  );
  expect(
    total(tried) > 0 && count(tried, (s) => s === 503) === total(tried),
    'every enqueue during the outage answered 503',
  );
  expect(accepted === 3 && stored - before === accepted, 'jobs run again once Redis is back');
  return { reads: total(reads.get('cached read')), refused: total(tried), slowest503Ms: tried?.maxMs, recoverMs };
}

async function workerDrill({ stack, env, databaseUrl, newsSite, cachedPaths }) {
  log('drill 3: a worker SIGKILLed in the middle of a news scrape');
  const login = await fetch(
    `${stack.baseUrl}/api/auth/login`,
    jsonPost({ username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }),
  );
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const started = await fetch(`${stack.baseUrl}/api/admin/scrape/news`, { method: 'POST', headers: { cookie } });
  const { jobId } = await started.json();

  const queue = new Queue('scraping', {
    connection: new Redis(env.REDIS_URL, { maxRetriesPerRequest: null }),
    prefix: env.QUEUE_PREFIX,
  });
  let victim;
  const deadline = Date.now() + 60_000;
  while (!victim && Date.now() < deadline) {
    const job = await queue.getJob(jobId);
    if (job?.processedBy && job.progress > 0) {
      const pid = Number(job.processedBy.split(':').pop());
      victim = stack.names().find((name) => name.startsWith('worker') && stack.service(name).child.pid === pid);
    }
    if (!victim) await sleep(100);
  }
  if (!victim) throw new Error('the scrape never started on a worker');

  const readers = startReaders(stack.baseUrl, () => ({
    label: 'cached read',
    path: cachedPaths[Math.floor(Math.random() * cachedPaths.length)],
  }));
  const back = stack.nextReady(victim);
  const killedPid = stack.service(victim).child.pid;
  const killedAt = Date.now();
  await stack.kill(victim);
  const { downMs } = await back;

  let finished;
  while (Date.now() - killedAt < 90_000) {
    const job = await queue.getJob(jobId);
    const state = await job?.getState();
    if (state === 'completed' || state === 'failed') {
      finished = { state, processedBy: job.processedBy, ms: Date.now() - killedAt };
      break;
    }
    await sleep(250);
  }
  const reads = await readers.stop();
  await queue.close();

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query(
    'SELECT count(*)::int AS stored, count(DISTINCT canonical_url)::int AS distinct_urls FROM articles WHERE canonical_url LIKE $1',
    [`${newsSite.base}/%`],
  );
  await db.end();

  log(`  killed ${victim} (pid ${killedPid}); supervisor had it back in ${downMs} ms`);
  log(`  job ${finished?.state ?? 'unfinished'} ${finished?.ms ?? '?'} ms after the kill, by ${finished?.processedBy}`);
  log(`  readers meanwhile: ${describe(reads)}; stories stored ${rows[0].stored}, distinct ${rows[0].distinct_urls}`);
  expect(finished?.state === 'completed', 'the interrupted scrape completed');
  expect(finished && !finished.processedBy.endsWith(`:${killedPid}`), 'another worker process finished it');
  expect(rows[0].stored === STORIES && rows[0].distinct_urls === STORIES, `every story stored once (${STORIES})`);
  expect(
    total(reads.get('cached read')) === count(reads.get('cached read'), (s) => s === 200),
    'the site kept answering',
  );
  return {
    restartMs: downMs,
    finishedMs: finished?.ms,
    stored: rows[0].stored,
    reads: total(reads.get('cached read')),
  };
}

async function drills({ tempDir: dataDir, cleanups }) {
  await buildIfNeeded(root, log);
  const postgres = await startEmbeddedPostgres(dataDir, log, { port: await freePort(), throwaway: true });
  cleanups.push(() => postgres.stop());
  const redis = await startPrivateRedis(dataDir, log, { port: await freePort(), appendOnly: true });
  cleanups.push(() => redis.stop());
  const newsSite = await startSlowNewsSite(await freePort());
  cleanups.push(() => newsSite.server.close());

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    // Plain http on loopback: a Secure session cookie would never come back.
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'error',
    PORT: String(await freePort()),
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    QUEUE_BACKEND: 'redis',
    QUEUE_PREFIX: `cypher-fault-${randomBytes(3).toString('hex')}`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: 'fault-admin',
    ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
    NEWS_SOURCES: `${newsSite.base}/feed.xml`,
    // The fixture news site listens on 127.0.0.1, which the scrapers refuse otherwise.
    SCRAPE_ALLOW_PRIVATE: 'true',
    SCRAPE_CONCURRENCY: '1',
    WORKER_CONCURRENCY: '1',
    SUBSCRIBE_RATE_LIMIT: '100000',
    // The readers' signal bursts all come from this machine and a few sessions: the drill counts what an
    // outage answers (503), not the per-client limit.
    SIGNAL_RATE_LIMIT: '100000000',
    SIGNAL_SESSION_RATE_LIMIT: '100000000',
  };
  runDatabaseTasks(root, env);
  const stack = await startStack({ root, env, workers: 2, supervise: true, output: 'capture', log });
  cleanups.push(() => stack.stop());
  log(`stack up at ${stack.baseUrl} with 2 supervised workers`);

  const articles = await (await fetch(`${stack.baseUrl}/api/articles?limit=5`)).json();
  const articleId = articles[0].id;
  const cachedPaths = [
    '/api/articles',
    '/api/articles?limit=5',
    `/api/articles/${articleId}`,
    '/api/artists/spotlight',
    '/api/releases',
    '/api/events',
  ];
  const figures = {};
  figures.postgres = await postgresDrill({ stack, postgres, cachedPaths });
  figures.redis = await redisDrill({ stack, redis, databaseUrl: postgres.url, cachedPaths, articleId });
  figures.worker = await workerDrill({ stack, env, databaseUrl: postgres.url, newsSite, cachedPaths });
  console.log(`fault: figures ${JSON.stringify(figures)}`);
}

runTier({ name: 'fault', deadlineMs: DEADLINE_MS, failures }, drills);
