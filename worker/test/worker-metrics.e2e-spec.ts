import { loginAsAdmin } from '../../api/test/support/admin-session';
import { readMetrics, sampleValue } from '../../api/test/support/metrics-reader';
import { startTestApp, TestApp } from '../../api/test/support/test-app';
import { truncateAll } from '../../api/test/support/test-database';
import { startWorker, WorkerProcess } from '../../api/test/support/worker-process';
import { FixtureServer } from './support/fixture-server';
import { dropQueueKeys, isolatedQueuePrefix, waitForJobEnd } from './support/jobs-harness';
import { useScrapeSources } from './support/scrape-sources';

jest.setTimeout(90_000);

/** The worker logs where its metrics are when asked for a free port; this reads the address back. */
function metricsUrlIn(output: string): string | undefined {
  return /metrics at (http:\/\/[^\s"]+\/metrics)/.exec(output)?.[1];
}

describe('worker metrics: jobs, scraped items and queue depth on a port of the worker', () => {
  const prefix = isolatedQueuePrefix('metrics');
  let fixtures: FixtureServer;
  let app: TestApp;
  let worker: WorkerProcess | undefined;
  let cookies: string[];

  beforeAll(async () => {
    fixtures = await FixtureServer.start();
    app = await startTestApp({ QUEUE_PREFIX: prefix });
    await truncateAll(app.dataSource);
    await useScrapeSources(app.dataSource, 'news', [
      fixtures.url('/feeds/news/street-wire.rss.xml'),
      fixtures.url('/feeds/news/gone.rss.xml'),
    ]);
    cookies = await loginAsAdmin(app);
  });

  afterAll(async () => {
    await worker?.stop();
    await app.close();
    await fixtures.close();
    await dropQueueKeys(prefix);
  });

  it('counts a scrape run by queue, job and outcome, and the items it found and added', async () => {
    // Port 0: the worker takes a free port and says which at start.
    worker = await startWorker({
      QUEUE_PREFIX: prefix,
      WORKER_METRICS_PORT: '0',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    });
    const url = metricsUrlIn(worker.output());
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);

    const started = await app.http().post('/api/admin/scrape/news').set('Cookie', cookies).expect(202);
    const run = await waitForJobEnd(app, cookies, started.body.jobId);
    expect(run.state).toBe('completed');
    const added = await app.dataSource.query(`SELECT count(*)::int AS n FROM articles`);

    const samples = await readMetrics(url!);
    const labels = { process: 'worker', queue: 'scraping', job: 'scrape-news', outcome: 'completed' };
    expect(sampleValue(samples, 'cypher_job_duration_seconds_count', labels)).toBe(1);
    expect(sampleValue(samples, 'cypher_job_duration_seconds_sum', labels)).toBeGreaterThan(0);
    expect(sampleValue(samples, 'cypher_job_wait_seconds_count', { queue: 'scraping' })).toBe(1);
    expect(sampleValue(samples, 'cypher_scrape_items_total', { scraper: 'news', stage: 'added' })).toBe(added[0].n);
    expect(
      sampleValue(samples, 'cypher_scrape_items_total', { scraper: 'news', stage: 'found' }),
    ).toBeGreaterThanOrEqual(added[0].n);
    expect(sampleValue(samples, 'cypher_queue_jobs', { queue: 'scraping', state: 'waiting' })).toBe(0);
    expect(sampleValue(samples, 'cypher_queue_jobs', { queue: 'email', state: 'delayed' })).toBeDefined();
  });
});
