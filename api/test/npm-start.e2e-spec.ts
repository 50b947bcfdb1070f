import { Queue } from 'bullmq';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { QueueName } from '../src/queues/queue-names';
import type { OutboxMessageSummary, OutboxMessageView } from '../src/shared/contracts/admin';
import {
  launchNpmStart,
  NpmStart,
  signInAsPrintedOwner,
  sleep,
  subscribeAda,
  waitUntilUp,
} from './support/npm-start-process';
import { childrenOf, isAlive } from './support/process-tree';
import { waitFor } from './support/worker-process';

/**
 * `npm start` with neither DATABASE_URL nor REDIS_URL: the embedded defaults
 * must bring up the API and the worker, and the worker must run a real job.
 */
describe.each([
  ['a private redis-server', {}],
  ["BullMQ's Postgres backend", { QUEUE_BACKEND: 'postgres' }],
])('npm start with embedded defaults (%s)', (_label, extraEnv: Record<string, string>) => {
  let started: NpmStart;

  afterAll(async () => {
    await started?.close();
  });

  it('serves the API, runs a job in the worker and stops on Ctrl-C', async () => {
    started = await launchNpmStart(extraEnv);
    const { child, port, pgPort, dataDir, exited } = started;
    const output = () => started.output();

    const health = await waitFor(
      async () => {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        return response.status === 200 ? response.json() : undefined;
      },
      { timeoutMs: 90_000, intervalMs: 500, what: 'the stack to be healthy' },
    ).catch((error) => {
      throw new Error(`${error.message}\nnpm start printed:\n${output()}`);
    });
    expect(health).toEqual({ status: 'ok', database: 'up', queue: 'up' });
    expect(output()).toContain('database: embedded Postgres');

    const subscribed = await subscribeAda(`http://127.0.0.1:${port}`);
    expect(subscribed.status).toBe(201);

    // No ADMIN_* settings: start created an owner with a random name and password, printed once, that really signs in.
    const { status: loginStatus, cookie } = await signInAsPrintedOwner(`http://127.0.0.1:${port}`, output);
    expect(loginStatus).toBe(200);

    // No SMTP_URL: npm start ran its catch-all, said so, and the reader's confirmation email is in the admin Outbox.
    expect(output()).toMatch(/mail: local catch-all on smtp:\/\/cypher:\*\*\*@127\.0\.0\.1:\d+/);
    const confirmation = await waitFor(
      async () => {
        const list = await fetch(`http://127.0.0.1:${port}/api/admin/outbox`, { headers: { cookie } });
        expect(list.status).toBe(200);
        const items = (await list.json()) as OutboxMessageSummary[];
        return items.find((item) => item.to.includes('ada@example.com'));
      },
      { timeoutMs: 30_000, what: "the reader's confirmation email to reach the Outbox" },
    );
    expect(confirmation.subject).toMatch(/confirm/i);
    const opened = await fetch(`http://127.0.0.1:${port}/api/admin/outbox/${confirmation.id}`, { headers: { cookie } });
    const message = (await opened.json()) as OutboxMessageView;
    const token = /\/subscribe\/confirm\?token=([^"&<\s]+)/.exec(message.html ?? '')?.[1];
    expect(token).toBeDefined();
    expect(message.headers.map((header) => header.name.toLowerCase())).toContain('list-unsubscribe');

    // Confirming from the emailed link makes Ada an active subscriber, and the worker welcomes her.
    const confirmed = await fetch(`http://127.0.0.1:${port}/api/subscriptions/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: decodeURIComponent(token!) }),
    });
    expect(confirmed.status).toBe(200);

    const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
    const db = new Client({ connectionString: `postgres://postgres:${password}@127.0.0.1:${pgPort}/cypher` });
    await db.connect();
    try {
      const status = await db.query(`SELECT status FROM subscriptions WHERE email = 'ada@example.com'`);
      expect(status.rows[0]?.status).toBe('active');
    } finally {
      await db.end();
    }
    // A loaded machine can hold the welcome email up for a while; when it never comes, what the stack
    // printed is the first thing to read.
    await waitFor(
      async () => {
        const list = await fetch(`http://127.0.0.1:${port}/api/admin/outbox`, { headers: { cookie } });
        const items = (await list.json()) as OutboxMessageSummary[];
        return items.some((item) => item.id !== confirmation.id && item.to.includes('ada@example.com'));
      },
      { timeoutMs: 60_000, what: 'the worker to send the welcome email' },
    ).catch((error) => {
      throw new Error(`${error.message}\nnpm start printed:\n${output()}`);
    });

    child.kill('SIGINT');
    // Ctrl-C ends with 0 or the conventional 130 (128 + SIGINT), after every child has stopped.
    expect([0, 130]).toContain(await exited);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 180_000);
});

/**
 * Under `npm start` the API and each worker are supervised: one that dies is
 * reported and started again (1 s, doubling to 30 s) while the others keep
 * running; one that dies five times within a minute ends npm start non-zero.
 */
describe('npm start keeps its processes running', () => {
  let started: NpmStart;
  let publishingQueue: Queue | undefined;

  afterAll(async () => {
    await publishingQueue?.close();
    await started?.close();
  });

  it('brings back a SIGKILLed worker while the site answers, then the API, and gives up on a crash loop', async () => {
    started = await launchNpmStart({ WORKERS: '2', QUEUE_PREFIX: 'cypher-supervised' });
    const { child, port, redisPort, exited } = started;
    const site = `http://127.0.0.1:${port}`;
    const workerPids = () =>
      childrenOf(child.pid!)
        .filter((proc) => proc.command.includes('dist/worker/src/main.js'))
        .map((proc) => proc.pid);
    const apiPid = () => childrenOf(child.pid!).find((proc) => proc.command.includes('dist/api/src/main.js'))?.pid;
    const healthy = async () => (await fetch(`${site}/api/health`)).status === 200;

    await waitFor(healthy, { timeoutMs: 90_000, intervalMs: 500, what: 'the stack to be healthy' }).catch((error) => {
      throw new Error(`${error.message}\nnpm start printed:\n${started.output()}`);
    });
    // Healthy means the API is; npm start says it is up once both workers are ready too.
    await waitUntilUp(started, 60_000);
    expect(started.output()).toContain('2 workers');
    const firstWorkers = workerPids();
    expect(firstWorkers).toHaveLength(2);

    // Readers keep asking while a worker dies: every answer must be a 200.
    const answers: number[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) {
        answers.push((await fetch(`${site}/api/articles?limit=5`)).status);
        await sleep(50);
      }
    })();

    const [doomed, survivor] = firstWorkers;
    process.kill(doomed, 'SIGKILL');
    const workerKilledAt = Date.now();
    const replacement = await waitFor(async () => workerPids().find((pid) => !firstWorkers.includes(pid)), {
      timeoutMs: 30_000,
      intervalMs: 50,
      what: 'a new worker process',
    });
    const respawnMs = Date.now() - workerKilledAt;
    // Back means taking jobs: the overdue-publishing sweep (every second) is soon run by the new process.
    publishingQueue = new Queue(QueueName.Publishing, {
      // The private Redis asks for the password npm start generated and gave only to its processes.
      connection: { host: '127.0.0.1', port: redisPort, password: new URL(started.apiEnv('REDIS_URL')!).password },
      prefix: 'cypher-supervised',
    });
    await waitFor(
      async () =>
        (await publishingQueue!.getJobs(['completed'])).some(
          (job) => job.processedBy === `${hostname()}:${replacement}`,
        ),
      { timeoutMs: 30_000, intervalMs: 200, what: 'the new worker to run a job' },
    );
    const workingMs = Date.now() - workerKilledAt;
    reading = false;
    await reader;
    console.log(
      `worker SIGKILL: new process after ${respawnMs} ms, running jobs after ${workingMs} ms; ` +
        `${answers.length} reads meanwhile, all 200: ${answers.every((status) => status === 200)}`,
    );
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    expect(isAlive(survivor)).toBe(true);
    expect(started.output()).toMatch(/worker \d exited unexpectedly \(signal SIGKILL\); restarting it in 1 s/);

    const firstApi = apiPid()!;
    process.kill(firstApi, 'SIGKILL');
    const apiKilledAt = Date.now();
    await waitFor(async () => apiPid() !== undefined && apiPid() !== firstApi && (await healthy()), {
      timeoutMs: 60_000,
      intervalMs: 100,
      what: 'the API to answer again',
    });
    console.log(`API SIGKILL: healthy again after ${Date.now() - apiKilledAt} ms`);
    expect(started.output()).toMatch(/api exited unexpectedly \(signal SIGKILL\); restarting it in 1 s/);
    // The supervisor polls health on its own schedule; its line may follow our first 200 by a moment.
    await waitFor(async () => /api is back \(pid \d+/.test(started.output()), {
      timeoutMs: 5_000,
      what: 'npm start to report the API back',
    });
    // The workers did not notice.
    expect(workerPids().sort()).toEqual([survivor, replacement].sort());

    // The survivor's slot now dies as soon as it is back: the fifth death within a minute ends npm start.
    let victim = survivor;
    const seen = new Set(workerPids());
    for (let death = 1; death <= 5; death++) {
      process.kill(victim, 'SIGKILL');
      if (death === 5) break;
      victim = await waitFor(async () => workerPids().find((pid) => !seen.has(pid)), {
        timeoutMs: 40_000,
        intervalMs: 20,
        what: `worker restart ${death}`,
      });
      seen.add(victim);
    }
    expect(await exited).toBe(1);
    expect(started.output()).toMatch(/restarting it in 8 s/);
    expect(started.output()).toMatch(/worker \d crashed 5 times within 60 s \(last: signal SIGKILL\); giving up/);
    await expect(fetch(`${site}/api/health`)).rejects.toThrow();
    expect([...seen].filter(isAlive)).toEqual([]);
  }, 240_000);
});
