// The email row of `npm run bench`: one newsletter to 10,000 active subscribers
// through the real worker processes (fan-out, one job per recipient, pooled
// SMTP) into a local SMTP sink that only counts, with the rate limit off. Run
// with one worker process, then two; reports messages per second, per worker
// process, the workers' memory before and after, and duplicates.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { SMTPServer } from 'smtp-server';
import { untilSaidReady } from '../scripts/lib/readiness.cjs';
import { spawnService } from '../scripts/lib/service-process.cjs';

/** BENCH_EMAIL_RECIPIENTS makes a quicker run; the figures in the README are for 10,000. */
export const EMAIL_RECIPIENTS = Number(process.env.BENCH_EMAIL_RECIPIENTS ?? 10_000);
const WORKER_ENTRY = 'dist/worker/src/main.js';

/** An SMTP server that accepts everything and counts each recipient, without parsing a byte of the message. */
export async function startSink() {
  const perRecipient = new Map();
  let accepted = 0;
  let first = 0;
  let last = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('end', () => {
        const now = Date.now();
        first ||= now;
        last = now;
        for (const rcpt of session.envelope.rcptTo) {
          const address = rcpt.address.toLowerCase();
          perRecipient.set(address, (perRecipient.get(address) ?? 0) + 1);
          accepted += 1;
        }
        callback();
      });
      stream.resume();
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    reset: () => {
      perRecipient.clear();
      accepted = 0;
      first = 0;
      last = 0;
    },
    counts: () => ({ accepted, unique: perRecipient.size, first, last }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Resident memory of a process in MB, from /proc (Linux); null elsewhere. */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the email benchmark on an already migrated database. `client` is a
 * connected pg client on it; `log` prints one line.
 */
export async function benchEmail({ root, client, databaseUrl, redisUrl, queuePrefix, log }) {
  const { JOB_DEFINITIONS } = await import(join(root, 'dist/api/src/queues/job-definitions.js'));
  const { newsletterSendKey } = await import(join(root, 'dist/api/src/queues/job-keys.js'));
  const { JobName } = await import(join(root, 'dist/api/src/queues/job-names.js'));
  const { QueueName } = await import(join(root, 'dist/api/src/queues/queue-names.js'));
  const { redisOptionsFromUrl } = await import(join(root, 'dist/api/src/redis/redis-clients.js'));

  await client.query(
    `INSERT INTO subscriptions (email, first_name, last_name, credit_program_participation, status, confirmed_at)
     SELECT 'bench' || n || '@example.com', 'Reader' || n, 'Bench', n % 3 = 0, 'active', now()
     FROM generate_series(1, $1::int) n ON CONFLICT DO NOTHING`,
    [EMAIL_RECIPIENTS],
  );
  const sink = await startSink();
  const rows = [];
  try {
    for (const workerCount of [1, 2]) {
      sink.reset();
      const prefix = `${queuePrefix}-email-${workerCount}`;
      const env = {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        QUEUE_PREFIX: prefix,
        SMTP_URL: sink.url,
        PUBLIC_URL: 'https://bench.thecypher.example',
        SESSION_SECRET: randomBytes(24).toString('hex'),
        EMAIL_RATE_PER_SECOND: '0',
        NODE_OPTIONS: process.env.BENCH_WORKER_NODE_OPTIONS ?? '',
      };
      const workers = [];
      try {
        for (let i = 0; i < workerCount; i += 1) {
          const service = spawnService({
            name: `email worker ${i + 1}`,
            script: join(root, WORKER_ENTRY),
            cwd: root,
            env,
          });
          workers.push(service);
          await untilSaidReady(service, 60_000);
        }
        await sleep(1_000);
        const memoryBefore = workers.map((worker) => rssMb(worker.child.pid));

        const {
          rows: [{ id }],
        } = await client.query(
          `INSERT INTO newsletters (title, description, content, published_at)
           VALUES ($1, 'Benchmark issue', $2, now()) RETURNING id`,
          [
            `Bench issue, ${workerCount} worker${workerCount > 1 ? 's' : ''}`,
            '## Top stories\n\n' +
              Array.from(
                { length: 8 },
                (_, n) => `${n + 1}. [Story ${n + 1}](https://bench.example/article/${n})`,
              ).join('\n'),
          ],
        );
        const sendKey = newsletterSendKey(id, Date.now());
        await client.query(
          `UPDATE newsletters SET status = 'scheduled', scheduled_at = now(), segment = '{}', send_job_id = $2 WHERE id = $1`,
          [id, sendKey],
        );
        const queue = new Queue(QueueName.Email, { connection: redisOptionsFromUrl(redisUrl), prefix });
        const started = Date.now();
        await queue.add(
          JobName.SendNewsletter,
          { newsletterId: id, sendKey },
          { ...JOB_DEFINITIONS[JobName.SendNewsletter].options, jobId: sendKey },
        );
        let peakRss = memoryBefore.slice();
        for (;;) {
          const {
            rows: [row],
          } = await client.query('SELECT status FROM newsletters WHERE id = $1', [id]);
          peakRss = workers.map((worker, i) => Math.max(peakRss[i] ?? 0, rssMb(worker.child.pid) ?? 0));
          if (row.status === 'sent') break;
          if (Date.now() - started > 600_000) throw new Error('the email benchmark did not finish within 10 minutes');
          await sleep(100);
        }
        const seconds = (Date.now() - started) / 1000;
        await queue.close();
        await sleep(500);
        const counts = sink.counts();
        const {
          rows: [outcome],
        } = await client.query(
          `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*)::int AS total
           FROM newsletter_deliveries WHERE newsletter_id = $1`,
          [id],
        );
        const perSecond = Math.round(counts.accepted / seconds);
        const row = {
          workers: workerCount,
          recipients: outcome.total,
          sent: outcome.sent,
          smtpAccepted: counts.accepted,
          duplicates: counts.accepted - counts.unique,
          seconds: Number(seconds.toFixed(1)),
          messagesPerSecond: perSecond,
          messagesPerSecondPerWorker: Math.round(perSecond / workerCount),
          smtpWindowPerSecond: Math.round(counts.accepted / Math.max(0.001, (counts.last - counts.first) / 1000)),
          rssBeforeMb: memoryBefore,
          rssPeakMb: peakRss,
          rssAfterMb: workers.map((worker) => rssMb(worker.child.pid)),
        };
        rows.push(row);
        log(
          `email, ${workerCount} worker process${workerCount > 1 ? 'es' : ''}: ${row.smtpAccepted} messages in ${row.seconds}s = ` +
            `${row.messagesPerSecond} msg/s (${row.messagesPerSecondPerWorker} per process), duplicates ${row.duplicates}, ` +
            `RSS MB before ${row.rssBeforeMb.join('/')} peak ${row.rssPeakMb.join('/')} after ${row.rssAfterMb.join('/')}`,
        );
      } finally {
        for (const worker of workers) await worker.stop();
      }
    }
  } finally {
    await sink.close();
  }
  return rows;
}

/** The goals the issue sets for the email row. */
export function checkEmailTargets(rows) {
  const one = rows.find((row) => row.workers === 1);
  const two = rows.find((row) => row.workers === 2);
  return [
    {
      target: 'email: at least 200 messages/s per worker process (rate limit off)',
      measured: rows.map((row) => `${row.messagesPerSecondPerWorker} msg/s per process with ${row.workers}`).join(', '),
      met: rows.every((row) => row.messagesPerSecondPerWorker >= 200),
    },
    {
      target: 'email: every recipient served, zero duplicates',
      measured: rows.map((row) => `${row.sent}/${row.recipients} sent, ${row.duplicates} duplicates`).join('; '),
      met: rows.every((row) => row.sent === row.recipients && row.duplicates === 0),
    },
    {
      target: 'email: two worker processes send faster than one',
      measured: one && two ? `${one.messagesPerSecond} vs ${two.messagesPerSecond} msg/s` : 'not measured',
      met: Boolean(one && two && two.messagesPerSecond > one.messagesPerSecond),
    },
  ];
}
