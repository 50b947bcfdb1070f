import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { JOB_DEFINITIONS } from '../../api/src/queues/job-definitions';
import { JobName } from '../../api/src/queues/job-names';
import type { JobPayloads } from '../../api/src/queues/job-payloads';
import { loginAsAdmin } from '../../api/test/support/admin-session';
import { startTestApp, TestApp } from '../../api/test/support/test-app';
import { waitFor } from '../../api/test/support/worker-process';
import { FixtureServer } from './support/fixture-server';
import {
  dropQueueKeys,
  isolatedQueuePrefix,
  testRedisConnection,
  useWorkersPerTest,
  waitForJobEnd,
} from './support/jobs-harness';
import { useScrapeSources } from './support/scrape-sources';

jest.setTimeout(120_000);

const SESSION = (n: number) => `session-1763700000000-burst${String(n).padStart(2, '0')}`;

describe('workers under faults: SIGKILL, SIGTERM, two workers, Redis down', () => {
  const prefix = isolatedQueuePrefix('faults');
  let fixtures: FixtureServer;
  let app: TestApp;
  let cookies: string[];
  let newsEnv: Record<string, string>;
  const { running: workers, start } = useWorkersPerTest(() => newsEnv);
  let newsSources: string[];

  beforeAll(async () => {
    fixtures = await FixtureServer.start();
    newsSources = [fixtures.url('/feeds/news/street-wire.rss.xml'), fixtures.url('/lm/news/culture-desk.atom.xml')];
    newsEnv = {
      QUEUE_PREFIX: prefix,
      // One page at a time, so the held page is reached with the feed's earlier items already stored.
      SCRAPE_CONCURRENCY: '1',
      WORKER_CONCURRENCY: '1',
    };
    app = await startTestApp({ QUEUE_PREFIX: prefix });
    cookies = await loginAsAdmin(app);
  });

  beforeEach(async () => {
    await app.dataSource.query(
      'TRUNCATE articles, scrape_sources, artists, artist_spotlights, visitor_sessions RESTART IDENTITY CASCADE',
    );
    await useScrapeSources(app.dataSource, 'news', newsSources);
  });

  afterAll(async () => {
    await app.close();
    await fixtures.close();
    await dropQueueKeys(prefix);
  });

  const articleUrls = async () =>
    (await app.dataSource.query('SELECT canonical_url FROM articles ORDER BY canonical_url')).map(
      (row: { canonical_url: string }) => row.canonical_url.replace(fixtures.base, ''),
    );

  it('a worker killed with SIGKILL mid-scrape: another worker completes the job, no row twice', async () => {
    const gate = fixtures.hold('/articles/detroit-basements.html');
    const doomed = await start();
    const response = await app.http().post('/api/admin/scrape/news').set('Cookie', cookies);
    expect(response.status).toBe(202);
    await gate.reached;
    // Mid-job: the feed's first two articles are stored, the third page is in flight.
    expect(await articleUrls()).toEqual(['/articles/marlo-vance-tour.html', '/articles/odessa-reyes-review.html']);
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    const killedAt = Date.now();

    await start();
    gate.release();
    const run = await waitForJobEnd(app, cookies, response.body.jobId, 60_000);
    console.log(`SIGKILL: job ${run.id} completed by the second worker ${Date.now() - killedAt} ms after the kill`);
    expect(run.state).toBe('completed');
    expect(run.result?.message).toBe('Added 5 new articles from 2 sources; 2 already known');
    const urls = await articleUrls();
    expect(urls).toHaveLength(7);
    expect(new Set(urls).size).toBe(7);
  });

  it('SIGTERM during a job: the job finishes before the process exits', async () => {
    const gate = fixtures.hold('/articles/lil-ferro-arrest.html');
    // The shutdown notice is an info line; the test workers log warnings only by default.
    const worker = await start({ LOG_LEVEL: 'info' });
    const response = await app.http().post('/api/admin/scrape/news').set('Cookie', cookies);
    await gate.reached;
    worker.child.kill('SIGTERM');
    await waitFor(async () => worker.output().includes('SIGTERM received'), {
      what: 'the worker to acknowledge SIGTERM',
    });
    const [{ count: midway }] = await app.dataSource.query('SELECT count(*)::int AS count FROM articles');
    expect(midway).toBeLessThan(7);
    gate.release();

    expect(await worker.exited).toBe(0);
    const run = await waitForJobEnd(app, cookies, response.body.jobId, 5_000);
    expect(run.state).toBe('completed');
    expect(run.result?.message).toBe('Added 7 new articles from 2 sources; 0 already known');
    expect(await articleUrls()).toHaveLength(7);
  });

  it('two workers share a burst of jobs, none done twice in effect', async () => {
    await app.dataSource.query(
      `INSERT INTO articles (title, excerpt, content, category) SELECT 'Story ' || n, 'x', 'Body', 'CULTURE' FROM generate_series(1, 5) n`,
    );
    for (const name of ['Asha', 'Bo', 'Cyd', 'Dre', 'Eve', 'Fox']) {
      await app.dataSource.query(`INSERT INTO artists (name, genre, description) VALUES ($1, 'Hip Hop', 'Bio')`, [
        name,
      ]);
    }
    await start({ WORKER_CONCURRENCY: '3' });
    await start({ WORKER_CONCURRENCY: '3' });
    await app.dataSource.query('TRUNCATE user_interactions');

    // Through the public API: 40 interactions and 30 page views from 10 visitors.
    const requests: Promise<{ status: number }>[] = [];
    for (let i = 0; i < 40; i++) {
      requests.push(
        app
          .http()
          .post('/api/personalization/interaction')
          .send({
            articleId: (i % 5) + 1,
            interactionType: 'view',
            sessionId: SESSION(i % 10),
            metadata: { source: 'personalized_recommendations', recommendationScore: 80 },
          }),
      );
    }
    for (let i = 0; i < 30; i++)
      requests.push(
        app
          .http()
          .post('/api/visits')
          .send({ sessionId: SESSION(i % 10), path: `/article/${i}` }),
      );
    const statuses = (await Promise.all(requests)).map((response) => response.status);
    expect(statuses.every((status) => status === 202)).toBe(true);

    // Straight onto the queue: the same events delivered twice (as a retry would) and one spotlight run per week, twice.
    const queues = new Map<string, Queue>();
    const add = async <N extends JobName>(name: N, data: JobPayloads[N]) => {
      const queueName = JOB_DEFINITIONS[name].queue;
      if (!queues.has(queueName))
        queues.set(queueName, new Queue(queueName, { connection: testRedisConnection(), prefix }));
      await queues.get(queueName)!.add(name, data, { jobId: `burst-${randomUUID()}` });
    };
    const weeks = ['2024-W05', '2024-W20', '2024-W35', '2024-W50'];
    for (let i = 0; i < 10; i++) {
      const event = {
        eventId: randomUUID(),
        sessionId: SESSION(i),
        articleId: 1,
        interactionType: 'like',
        occurredAt: new Date().toISOString(),
      };
      await add(JobName.RecordInteraction, event);
      await add(JobName.RecordInteraction, event);
    }
    for (const week of weeks) {
      await add(JobName.GenerateSpotlight, { requestedBy: 'cli', week });
      await add(JobName.GenerateSpotlight, { requestedBy: 'cli', week });
    }

    try {
      await waitFor(
        async () => {
          // Not 'delayed': the spotlight queue always holds next Monday's scheduled run.
          const counts = await Promise.all(
            [...queues.values()].map((queue) => queue.getJobCounts('waiting', 'active')),
          );
          const pending = counts.reduce((sum, c) => sum + c.waiting + c.active, 0);
          return pending === 0;
        },
        { timeoutMs: 60_000, what: 'the burst to drain' },
      );
      const failed = await Promise.all([...queues.values()].map((queue) => queue.getJobCounts('failed')));
      expect(failed.every((c) => c.failed === 0)).toBe(true);
      const done = (
        await Promise.all([...queues.values()].map((queue) => queue.getJobs(['completed'], 0, 500)))
      ).flat();
      const byWorker = new Map<string, number>();
      for (const job of done) byWorker.set(job.processedBy ?? '?', (byWorker.get(job.processedBy ?? '?') ?? 0) + 1);
      console.log(`burst: ${done.length} jobs completed, per worker: ${JSON.stringify(Object.fromEntries(byWorker))}`);
      const pids = workers.map((worker) => String(worker.child.pid));
      expect([...byWorker.keys()].map((name) => name.split(':').at(-1)).sort()).toEqual(pids.sort());
    } finally {
      await Promise.all([...queues.values()].map((queue) => queue.close()));
    }

    const [interactions] = await app.dataSource.query(
      `SELECT count(*)::int AS total, count(DISTINCT event_id)::int AS distinct_events,
              count(*) FILTER (WHERE interaction_type = 'view')::int AS views FROM user_interactions`,
    );
    expect(interactions).toEqual({ total: 50, distinct_events: 50, views: 40 });
    const visitors = await app.dataSource.query('SELECT page_views FROM visitor_sessions');
    expect(visitors).toHaveLength(10);
    for (const visitor of visitors) {
      expect(visitor.page_views).toBeGreaterThanOrEqual(1);
      expect(visitor.page_views).toBeLessThanOrEqual(3);
    }
    const perWeek = await app.dataSource.query(
      'SELECT week, count(*)::int AS picks, count(DISTINCT artist_id)::int AS artists FROM artist_spotlights GROUP BY week ORDER BY week',
    );
    expect(perWeek).toEqual(weeks.map((week) => ({ week, picks: 5, artists: 5 })));
  });

  it('Redis down: enqueueing answers 503 with Retry-After, public reads keep working', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    await app.dataSource.query(
      `INSERT INTO articles (title, excerpt, content, category) VALUES ('Still readable', 'x', 'Body', 'CULTURE')`,
    );
    const offline = await startTestApp({ QUEUE_PREFIX: prefix, REDIS_URL: `redis://127.0.0.1:${closedPort}` });
    try {
      const admin = await loginAsAdmin(offline);
      const attempts = [
        offline.http().post('/api/admin/scrape/news').set('Cookie', admin),
        offline.http().post('/api/admin/scrape/releases').set('Cookie', admin),
        offline.http().post('/api/admin/spotlight/generate').set('Cookie', admin).send({}),
        offline.http().get('/api/admin/jobs').set('Cookie', admin),
        offline
          .http()
          .post('/api/visits')
          .send({ sessionId: SESSION(1), path: '/' }),
        offline
          .http()
          .post('/api/personalization/interaction')
          .send({ articleId: 1, interactionType: 'view', sessionId: SESSION(1) }),
      ];
      for (const attempt of attempts) {
        const started = Date.now();
        const response = await attempt;
        console.log(`Redis down: ${response.status} in ${Date.now() - started} ms`);
        expect(response.status).toBe(503);
        expect(response.headers['retry-after']).toBe('60');
        expect(response.body).toEqual({
          statusCode: 503,
          message: 'The job queue is unavailable right now. Please try again in a minute.',
        });
      }
      const read = await offline.http().get('/api/articles');
      expect(read.status).toBe(200);
      expect(read.body.map((a: { title: string }) => a.title)).toContain('Still readable');
      expect((await offline.http().get('/api/artists/spotlight')).status).toBe(200);
    } finally {
      await offline.close();
    }
  });
});
