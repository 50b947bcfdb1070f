import { spawn, type ChildProcess } from 'node:child_process';
import { Queue } from 'bullmq';
import { publishJobId } from '../../api/src/queues/job-keys';
import { redisOptionsFromUrl } from '../../api/src/redis/redis-clients';
import { QueueName } from '../../api/src/queues/queue-names';
import { type AdminRequests, signInAdmin } from '../../api/test/support/admin-session';
import { freePort } from '../../api/test/support/free-port';
import { startTestApp, type TestApp } from '../../api/test/support/test-app';
import { truncateAll } from '../../api/test/support/test-database';
import { startWorker, waitFor, type WorkerProcess } from '../../api/test/support/worker-process';
import { dropQueueKeys, isolatedQueuePrefix, testRedisConnection } from './support/jobs-harness';

const STORY = { title: 'Timed drop', excerpt: 'Out on the hour.', content: 'The single lands at midnight.' };
// The overdue sweep is slowed to an hour where a test is about the delayed job alone.
const NO_SWEEP = { PUBLISH_SWEEP_EVERY_MS: '3600000' };

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/** Scheduled publishing with the real API and worker processes: delayed jobs, the sweep and restarts. */
describe('scheduled publishing', () => {
  const prefix = isolatedQueuePrefix('publishing');
  let app: TestApp;
  let admin: AdminRequests;
  let worker: WorkerProcess | undefined;
  let queue: Queue;
  let appOpen = false;

  const startApp = async (env: Record<string, string> = {}) => {
    app = await startTestApp({ QUEUE_PREFIX: prefix, ...env });
    appOpen = true;
    admin = await signInAdmin(app);
  };
  const closeApp = async () => {
    appOpen = false;
    await app.close();
  };
  const restartWorker = async (env: Record<string, string> = {}) => {
    await worker?.stop('SIGKILL');
    worker = await startWorker({ QUEUE_PREFIX: prefix, ...env });
  };
  const schedule = async (publishAt: string) => {
    const created = await admin.post('/api/articles', { ...STORY, status: 'scheduled', publishAt });
    expect(created.status).toBe(201);
    return created.body.id as number;
  };
  const statusOf = async (id: number) =>
    (await app.dataSource.query('SELECT status, publish_at FROM articles WHERE id = $1', [id]))[0];
  const publicStatus = async (id: number) => (await app.http().get(`/api/articles/${id}`)).status;
  const untilPublic = (id: number, timeoutMs = 30_000) =>
    waitFor(async () => (await publicStatus(id)) === 200, { timeoutMs, what: `article ${id} on the public site` });

  beforeAll(async () => {
    app = await startTestApp({ QUEUE_PREFIX: prefix });
    appOpen = true;
    await truncateAll(app.dataSource);
    admin = await signInAdmin(app);
    queue = new Queue(QueueName.Publishing, { connection: testRedisConnection(), prefix });
  });

  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await queue.close();
    if (appOpen) await closeApp();
    await dropQueueKeys(prefix);
  });

  it('publishes at its time through the delayed job, which is replaced on reschedule and removed on unpublish', async () => {
    await restartWorker(NO_SWEEP);
    const at = inSeconds(3);
    const id = await schedule(at);
    const job = await queue.getJob(publishJobId({ kind: 'article', id, publishAt: at }));
    expect(await job?.getState()).toBe('delayed');
    expect(await publicStatus(id)).toBe(404);
    expect(JSON.stringify((await app.http().get('/api/articles')).body)).not.toContain('Timed drop');

    await untilPublic(id);
    const row = await statusOf(id);
    expect(row).toMatchObject({ status: 'published', publish_at: null });
    // The cached list is dropped by the worker's write: the story is there at once.
    expect((await app.http().get('/api/articles')).body.map((a: { id: number }) => a.id)).toContain(id);
    const published = await app.dataSource.query('SELECT published_at FROM articles WHERE id = $1', [id]);
    expect(published[0].published_at.getTime()).toBeGreaterThanOrEqual(Date.parse(at) - 1000);

    // Rescheduled: the old time's job is gone, the new time's waits; unpublished: nothing waits.
    const first = inSeconds(600);
    const other = await schedule(first);
    const second = inSeconds(1200);
    expect((await admin.patch(`/api/articles/${other}`, { publishAt: second })).status).toBe(200);
    expect(await queue.getJob(publishJobId({ kind: 'article', id: other, publishAt: first }))).toBeUndefined();
    const replacement = await queue.getJob(publishJobId({ kind: 'article', id: other, publishAt: second }));
    expect(await replacement?.getState()).toBe('delayed');
    expect((await admin.patch(`/api/articles/${other}`, { status: 'draft' })).status).toBe(200);
    expect(await queue.getJob(publishJobId({ kind: 'article', id: other, publishAt: second }))).toBeUndefined();
  });

  it('publishes an artist at their time too', async () => {
    await restartWorker(NO_SWEEP);
    const at = inSeconds(3);
    const created = await admin.post('/api/artists', {
      name: 'Midnight Mo',
      genre: 'Trap',
      description: 'Drops at midnight.',
      status: 'scheduled',
      publishAt: at,
    });
    expect(created.body).toMatchObject({ status: 'scheduled', contentStatus: 'draft' });
    expect((await app.http().get(`/api/artists/${created.body.id}`)).status).toBe(404);
    await waitFor(async () => (await app.http().get(`/api/artists/${created.body.id}`)).status === 200, {
      timeoutMs: 30_000,
      what: 'the artist on the public site',
    });
  });

  it('a worker SIGKILLed across the publish time: the next worker publishes on start', async () => {
    await restartWorker(NO_SWEEP);
    await worker!.stop('SIGKILL');
    worker = undefined;
    const at = inSeconds(2);
    const id = await schedule(at);
    // The story's publish job falls due while no worker runs: it stays scheduled until one starts.
    await waitFor(
      async () => {
        const job = await queue.getJob(publishJobId({ kind: 'article', id, publishAt: at }));
        return job !== undefined && (await job.getState()) === 'delayed' && job.timestamp + job.delay <= Date.now();
      },
      { what: 'the publish job to fall due' },
    );
    expect(await statusOf(id)).toMatchObject({ status: 'scheduled' });
    await restartWorker(NO_SWEEP);
    await untilPublic(id);
  });

  it('publishes the same story once, however many jobs and sweeps run', async () => {
    await restartWorker({ PUBLISH_SWEEP_EVERY_MS: '1000' });
    const at = inSeconds(2);
    const id = await schedule(at);
    // A second delayed job for the same time (as if queued twice) and the sweep every second all race for it.
    const payload = { kind: 'article', id, publishAt: at };
    await queue.add('publish-scheduled', payload, { jobId: `duplicate-${id}`, delay: Date.parse(at) - Date.now() });
    await untilPublic(id);
    const results = await waitFor(
      async () => {
        const jobs = [
          await queue.getJob(publishJobId({ kind: 'article', id, publishAt: at })),
          await queue.getJob(`duplicate-${id}`),
        ];
        const done = await Promise.all(jobs.map((job) => job?.isCompleted()));
        return done.every(Boolean) && jobs.map((job) => (job?.returnvalue as { message: string }).message);
      },
      { what: 'both jobs to finish' },
    );
    // At most one of them published it (the sweep may have been first); the other found nothing to do.
    expect(results.filter((message) => message.startsWith('Published')).length).toBeLessThanOrEqual(1);
    expect(results.filter((message) => message.startsWith('Nothing to publish')).length).toBeGreaterThanOrEqual(1);
    const [{ updated }] = await app.dataSource.query('SELECT updated_at AS updated FROM articles WHERE id = $1', [id]);
    const [{ publishedAt }] = await app.dataSource.query(
      'SELECT published_at AS "publishedAt" FROM articles WHERE id = $1',
      [id],
    );
    expect(updated.getTime()).toBe(publishedAt.getTime());
  });

  it('an API restart between scheduling and the publish time changes nothing', async () => {
    await restartWorker(NO_SWEEP);
    const at = inSeconds(4);
    const id = await schedule(at);
    await closeApp();
    await startApp();
    await untilPublic(id);
  });

  describe('on a Redis that restarts without its data', () => {
    let redis: ChildProcess | undefined;
    let port: number;
    const startRedis = async () => {
      redis = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      await waitFor(
        async () => {
          const probe = new Queue('probe', {
            connection: { ...redisOptionsFromUrl(`redis://127.0.0.1:${port}`), maxRetriesPerRequest: 1 },
          });
          try {
            await probe.getJobCounts();
            return true;
          } finally {
            await probe.close();
          }
        },
        { what: 'the private redis-server' },
      );
    };

    // The API on this Redis is closed before the Redis goes, so nothing is left talking to it.
    afterAll(async () => {
      await worker?.stop('SIGKILL');
      worker = undefined;
      if (appOpen) await closeApp();
      redis?.kill('SIGKILL');
    });

    it('the delayed job is lost, the sweep publishes it', async () => {
      port = await freePort();
      await startRedis();
      const redisUrl = `redis://127.0.0.1:${port}`;
      await closeApp();
      await startApp({ REDIS_URL: redisUrl });
      await restartWorker({ REDIS_URL: redisUrl, PUBLISH_SWEEP_EVERY_MS: '1000' });
      const at = inSeconds(5);
      const id = await schedule(at);

      redis!.kill('SIGKILL');
      await new Promise((resolve) => redis!.once('exit', resolve));
      await startRedis();
      const lost = new Queue(QueueName.Publishing, { connection: redisOptionsFromUrl(redisUrl), prefix });
      try {
        expect(await lost.getJob(publishJobId({ kind: 'article', id, publishAt: at }))).toBeUndefined();
      } finally {
        await lost.close();
      }
      await untilPublic(id, 45_000);
      expect(worker!.output()).toContain('overdue publishing schedule was missing');
    });
  });
});
