// The personal digest row: the weekly digest written for each of 10,000 subscribers (each following two
// artists, with a browser linked to their subscription and five reads this month), sent by one real
// worker process into a local SMTP sink that only counts, rate limit off. Reports personal emails per
// second, the worker's memory before, at peak and after, duplicates, and the plan of the per-recipient
// signals statement for a page of 500 recipients (no scan of all signals). Runs alone after `npm run build:server`:
//   node bench/personal-digest-bench.mjs
// BENCH_DIGEST_RECIPIENTS makes a quicker run; the README's figures are for 10,000.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import pg from 'pg';
import { untilSaidReady } from '../scripts/lib/readiness.cjs';
import { spawnService } from '../scripts/lib/service-process.cjs';
import { dropQueueKeys, uniqueRunId } from '../scripts/lib/scratch-database.mjs';
import { BENCH_REDIS_URL, migratedScratchDatabase } from './lib/bench-database.mjs';
import { rssMb, startSink } from './email-bench.mjs';

const RECIPIENTS = Number(process.env.BENCH_DIGEST_RECIPIENTS ?? 10_000);
const ARTICLES = 300;
const ARTISTS = 60;
const GOAL_PER_SECOND = 300;
const PUBLIC_URL = 'https://bench.thecypher.example';
const root = fileURLToPath(new URL('..', import.meta.url));
const log = (line) => console.log(`[digest bench] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function seed(client) {
  await client.query(
    `INSERT INTO artists (name, genre, description, status)
     SELECT 'Bench Artist ' || n, 'Rap', '', 'published' FROM generate_series(1, $1::int) n`,
    [ARTISTS],
  );
  await client.query(
    `INSERT INTO articles (title, excerpt, content, category, published_at)
     SELECT 'Bench story ' || n, 'What happened in story ' || n || '.', 'Body',
            (ARRAY['BREAKING', 'CULTURE', 'FEATURE', 'REVIEW'])[1 + n % 4], now() - n * interval '1 hour'
       FROM generate_series(1, $1::int) n`,
    [ARTICLES],
  );
  await client.query(
    `INSERT INTO article_artist_mentions (article_id, artist_id, article_published_at)
     SELECT a.id, 1 + (a.id * 7) % $1, a.published_at FROM articles a`,
    [ARTISTS],
  );
  await client.query(
    `INSERT INTO subscriptions (email, first_name, last_name, credit_program_participation, status, confirmed_at)
     SELECT 'digest' || n || '@example.com', 'Reader' || n, 'Bench', false, 'active', now()
       FROM generate_series(1, $1::int) n`,
    [RECIPIENTS],
  );
  await client.query(
    `INSERT INTO artist_follows (subscription_id, artist_id)
     SELECT s.id, 1 + (s.id + k * 17) % $1 FROM subscriptions s, generate_series(0, 1) k ON CONFLICT DO NOTHING`,
    [ARTISTS],
  );
  await client.query(
    `INSERT INTO subscriber_preferences (subscription_id, categories)
     SELECT id, ARRAY[(ARRAY['BREAKING', 'CULTURE', 'FEATURE', 'REVIEW'])[1 + id % 4]] FROM subscriptions WHERE id % 2 = 0`,
  );
  await client.query(
    `INSERT INTO subscriber_sessions (subscription_id, session_id) SELECT id, 'bench-session-' || id FROM subscriptions`,
  );
  // Five reads a subscriber this month, and the same again from anonymous sessions: 100,000 signals in all.
  await client.query(
    `INSERT INTO user_interactions (event_id, session_id, article_id, interaction_type, created_at)
     SELECT gen_random_uuid(), prefix || s.id, 1 + (s.id * 13 + k * 29) % $1, 'view', now() - (k + 1) * interval '1 day'
       FROM subscriptions s, generate_series(0, 4) k, unnest(ARRAY['bench-session-', 'anonymous-']) prefix`,
    [ARTICLES],
  );
  await client.query('ANALYZE');
}

async function signalsPlan(client) {
  const { ReaderSignalsStore } = await import(
    join(root, 'dist/api/src/modules/personal-digest/reader-signals.store.js')
  );
  let sql = '';
  const store = new ReaderSignalsStore({
    query: async (text) => ((sql = text), [{ follows: [], categories: [], reads: [] }]),
  });
  await store.of(1);
  // The statement as a send runs it: one page of 500 recipients.
  const page = Array.from({ length: 500 }, (_, n) => n + 1);
  const { rows } = await client.query(`EXPLAIN ${sql}`, [page, 30, 100]);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

const redisUrl = BENCH_REDIS_URL;
const runId = uniqueRunId();
const database = await migratedScratchDatabase(`cypher_bench_digest_${runId}`);
const queuePrefix = `bench-digest-${runId}`;
const sink = await startSink();
let worker;
try {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const seeding = Date.now();
  await seed(client);
  log(
    `seeded ${RECIPIENTS} subscribers, ${ARTICLES} stories, ${(RECIPIENTS * 10).toLocaleString('en-US')} signals in ${((Date.now() - seeding) / 1000).toFixed(1)}s`,
  );
  const plan = await signalsPlan(client);
  const scansSignals = /Seq Scan on user_interactions|Seq Scan on subscriber_sessions|Seq Scan on artist_follows/.test(
    plan,
  );

  const { JOB_DEFINITIONS } = await import(join(root, 'dist/api/src/queues/job-definitions.js'));
  const { newsletterSendKey } = await import(join(root, 'dist/api/src/queues/job-keys.js'));
  const { JobName } = await import(join(root, 'dist/api/src/queues/job-names.js'));
  const { QueueName } = await import(join(root, 'dist/api/src/queues/queue-names.js'));
  const { redisOptionsFromUrl } = await import(join(root, 'dist/api/src/redis/redis-clients.js'));

  worker = spawnService({
    name: 'digest worker',
    script: join(root, 'dist/worker/src/main.js'),
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: queuePrefix,
      SMTP_URL: sink.url,
      PUBLIC_URL,
      SESSION_SECRET: `bench-${runId}-secret-long-enough`,
      EMAIL_RATE_PER_SECOND: '0',
    },
  });
  await untilSaidReady(worker, 60_000);
  await sleep(1_000);
  const rssBefore = rssMb(worker.child.pid);

  const queue = new Queue(QueueName.Email, { connection: redisOptionsFromUrl(redisUrl), prefix: queuePrefix });
  /** Sends one newsletter to every subscriber and answers the seconds it took and the sink's counts. */
  const sendToAll = async (title, content, digestWeek) => {
    sink.reset();
    const {
      rows: [{ id }],
    } = await client.query(
      `INSERT INTO newsletters (title, description, content, tags, digest_week, published_at)
       VALUES ($1, 'Benchmark issue', $2, '{Weekly,Digest}', $3, now()) RETURNING id`,
      [title, content, digestWeek],
    );
    const sendKey = newsletterSendKey(id, Date.now());
    await client.query(
      `UPDATE newsletters SET status = 'scheduled', scheduled_at = now(), segment = '{}', send_job_id = $2 WHERE id = $1`,
      [id, sendKey],
    );
    const started = Date.now();
    await queue.add(
      JobName.SendNewsletter,
      { newsletterId: id, sendKey },
      { ...JOB_DEFINITIONS[JobName.SendNewsletter].options, jobId: sendKey },
    );
    let peak = rssMb(worker.child.pid) ?? 0;
    for (;;) {
      const {
        rows: [row],
      } = await client.query('SELECT status FROM newsletters WHERE id = $1', [id]);
      peak = Math.max(peak, rssMb(worker.child.pid) ?? 0);
      if (row.status === 'sent') break;
      if (Date.now() - started > 900_000) throw new Error(`"${title}" did not finish within 15 minutes`);
      await sleep(100);
    }
    const seconds = (Date.now() - started) / 1000;
    await sleep(500);
    return { id, seconds, peak, counts: sink.counts() };
  };

  const core = Array.from({ length: 5 }, (_, n) => `${n + 1}. [Bench story ${n + 1}](${PUBLIC_URL}/article/${n + 1})`);
  const content = `The week, picked by the editor.\n\n## Most read this week\n\n${core.join('\n')}`;
  const {
    id,
    seconds,
    peak: rssPeak,
    counts,
  } = await sendToAll('Bench story 1, and 4 more stories', content, '2099-W01');
  const rssAfterDigest = rssMb(worker.child.pid);
  // The same issue, the same for all, through the same worker on the same busy machine: the yardstick.
  const baseline = process.env.BENCH_DIGEST_BASELINE === '0' ? null : await sendToAll('Same for all', content, null);
  await queue.close();

  const {
    rows: [outcome],
  } = await client.query(
    `SELECT count(*) FILTER (WHERE d.status = 'sent')::int AS sent, count(*)::int AS total,
            count(c.delivery_id)::int AS copies,
            count(*) FILTER (WHERE c.heading = 'Picked for you')::int AS personal,
            coalesce(avg(jsonb_array_length(c.picks)), 0)::float AS picks
       FROM newsletter_deliveries d LEFT JOIN digest_copies c ON c.delivery_id = d.id WHERE d.newsletter_id = $1`,
    [id],
  );
  const perSecond = Math.round(counts.accepted / seconds);
  const result = {
    recipients: outcome.total,
    sent: outcome.sent,
    copiesKept: outcome.copies,
    withPersonalPicks: outcome.personal,
    averagePicks: Number(outcome.picks.toFixed(2)),
    smtpAccepted: counts.accepted,
    duplicates: counts.accepted - counts.unique,
    seconds: Number(seconds.toFixed(1)),
    personalEmailsPerSecond: perSecond,
    rssBeforeMb: rssBefore,
    rssPeakMb: rssPeak,
    rssAfterMb: rssAfterDigest,
    sameForAllPerSecond: baseline ? Math.round(baseline.counts.accepted / baseline.seconds) : null,
    signalsQueryScansAllSignals: scansSignals,
  };
  await client.end();
  console.table([result]);
  log(`signals query plan:\n${plan}`);
  const verdicts = [
    [`at least ${GOAL_PER_SECOND} personal emails/s from one worker process`, perSecond >= GOAL_PER_SECOND],
    [
      'every recipient served with a kept copy, zero duplicates',
      result.sent === RECIPIENTS && result.copiesKept === RECIPIENTS && result.duplicates === 0,
    ],
    ["each recipient's signals read by index, no scan of all signals", !scansSignals],
  ];
  for (const [goal, met] of verdicts) log(`${met ? 'PASS' : 'MISS'} ${goal}`);
  process.exitCode = verdicts.every(([, met]) => met) ? 0 : 1;
} finally {
  await worker?.stop();
  await sink.close();
  await dropQueueKeys(redisUrl, queuePrefix);
  await database.drop();
}
