import { Queue, QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import { redisOptionsFromUrl } from '../../../api/src/redis/redis-clients';
import { QueueName } from '../../../api/src/queues/queue-names';
import { TEST_REDIS_URL, uniqueName } from '../../../api/test/support/test-env';
import type { TestApp } from '../../../api/test/support/test-app';
import { startWorker, waitFor, WorkerProcess } from '../../../api/test/support/worker-process';

/**
 * Each spec file gets its own queue prefix, so jobs left by other files (API
 * specs enqueue signals with no worker running) never reach these workers.
 */
export function isolatedQueuePrefix(name: string): string {
  return uniqueName(`${process.env.QUEUE_PREFIX ?? 'cypher-test'}-${name}`);
}

/** The run's Redis (REDIS_URL, set by the global setup), for queues the tests open themselves. */
export function testRedisConnection() {
  return redisOptionsFromUrl(process.env.REDIS_URL ?? TEST_REDIS_URL);
}

export async function dropQueueKeys(prefix: string): Promise<void> {
  const redis = new Redis(process.env.REDIS_URL!);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

/**
 * Waits until a queue holds no job that could still run (none waiting, delayed, active,
 * prioritized or waiting for children), read from Redis. "Nothing more arrives" is then a
 * fact, not a guess: an email job ends only after the SMTP server has answered for its message.
 */
export async function waitForQueueIdle(name: QueueName, prefix: string, timeoutMs = 30_000): Promise<void> {
  const queue = new Queue(name, { connection: testRedisConnection(), prefix });
  try {
    await waitFor(
      async () => {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
        return Object.values(counts).every((count) => count === 0);
      },
      { timeoutMs, intervalMs: 50, what: `the ${name} queue to be idle` },
    );
  } finally {
    await queue.close();
  }
}

/**
 * Workers started by one test and SIGKILLed after it, whatever it did to them. `env` is read as each
 * one starts, so it can name what the spec's beforeAll made; `start(extra)` adds to it.
 */
export function useWorkersPerTest(env: () => Record<string, string>) {
  const running: WorkerProcess[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((worker) => worker.stop('SIGKILL')));
  });
  const start = async (extra: Record<string, string> = {}) => {
    const worker = await startWorker({ ...env(), ...extra });
    running.push(worker);
    return worker;
  };
  return { running, start };
}

/** Every progress value a queue's jobs report, as BullMQ publishes them. */
export async function recordProgress(
  queue: QueueName,
  prefix: string,
): Promise<{ seen: Map<string, number[]>; close: () => Promise<void> }> {
  const events = new QueueEvents(queue, { connection: testRedisConnection(), prefix });
  await events.waitUntilReady();
  const seen = new Map<string, number[]>();
  events.on('progress', ({ jobId, data }) => {
    const list = seen.get(jobId) ?? [];
    list.push(Number(data));
    seen.set(jobId, list);
  });
  return { seen, close: () => events.close() };
}

export interface JobRunBody {
  id: string;
  name: string;
  state: string;
  progress: number;
  result: { message: string; [key: string]: unknown } | null;
  failedReason: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** Polls GET /api/admin/jobs/:id (as the Automation tab does) until the job has finished. */
export async function waitForJobEnd(
  app: TestApp,
  cookies: string[],
  jobId: string,
  timeoutMs = 45_000,
): Promise<JobRunBody> {
  return waitFor(
    async () => {
      const response = await app
        .http()
        .get(`/api/admin/jobs/${encodeURIComponent(jobId)}`)
        .set('Cookie', cookies);
      if (response.status !== 200)
        throw new Error(`GET job ${jobId}: ${response.status} ${JSON.stringify(response.body)}`);
      const body = response.body as JobRunBody;
      return body.state === 'completed' || body.state === 'failed' ? body : undefined;
    },
    { timeoutMs, intervalMs: 250, what: `job ${jobId} to finish` },
  );
}
