import { QueueName } from '../../api/src/queues/queue-names';
import { loginAsAdmin } from '../../api/test/support/admin-session';
import { startTestApp, TestApp } from '../../api/test/support/test-app';
import { startWorker, WorkerProcess } from '../../api/test/support/worker-process';
import { dropQueueKeys, isolatedQueuePrefix, recordProgress } from './support/jobs-harness';
import { useScrapeSources } from './support/scrape-sources';

jest.setTimeout(90_000);

interface RunView {
  state: string;
  progress: number;
  attempt: number;
  maxAttempts: number;
  retryReason: string | null;
  failedReason: string | null;
}

/**
 * A machine without a network: every source fails to resolve. The run is
 * retried, its progress never goes back, a waiting retry says which attempt
 * comes next, and the final reason says "no network" in words.
 */
describe('a news scrape on a machine without a network', () => {
  const prefix = isolatedQueuePrefix('offline');
  let app: TestApp;
  let worker: WorkerProcess | undefined;
  let cookies: string[];

  beforeAll(async () => {
    app = await startTestApp({ QUEUE_PREFIX: prefix });
    cookies = await loginAsAdmin(app);
    // '.invalid' never resolves (RFC 2606), online or not.
    await useScrapeSources(app.dataSource, 'news', [
      'http://feeds.cypher-offline.invalid/rss',
      'https://news.cypher-offline.invalid/atom',
    ]);
    worker = await startWorker({
      QUEUE_PREFIX: prefix,
      SCRAPE_TIMEOUT_MS: '3000',
    });
  });

  afterAll(async () => {
    await worker?.stop();
    await app.close();
    await dropQueueKeys(prefix);
  });

  it('retries without moving the bar back and ends saying there is no network', async () => {
    const progress = await recordProgress(QueueName.Scraping, prefix);
    const views: RunView[] = [];
    try {
      const started = await app.http().post('/api/admin/scrape/news').set('Cookie', cookies);
      expect(started.status).toBe(202);
      const jobId: string = started.body.jobId;
      const deadline = Date.now() + 60_000;
      for (;;) {
        const response = await app.http().get(`/api/admin/jobs/${jobId}`).set('Cookie', cookies);
        expect(response.status).toBe(200);
        views.push(response.body as RunView);
        if (response.body.state === 'failed' || response.body.state === 'completed') break;
        if (Date.now() > deadline) throw new Error(`job still ${response.body.state}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const seen = progress.seen.get(jobId) ?? [];
      expect([...seen].sort((a, b) => a - b)).toEqual(seen);
      const polled = views.map((view) => view.progress);
      expect([...polled].sort((a, b) => a - b)).toEqual(polled);
    } finally {
      await progress.close();
    }

    const retrying = views.find((view) => view.state === 'delayed' || view.state === 'waiting');
    expect(retrying).toMatchObject({ attempt: expect.any(Number), maxAttempts: 3 });
    expect(views.some((view) => view.attempt === 2 && view.state !== 'failed')).toBe(true);
    expect(views.find((view) => view.attempt === 2)?.retryReason).toMatch(/no network: could not resolve any source/);
    const last = views.at(-1)!;
    expect(last).toMatchObject({ state: 'failed', attempt: 3, retryReason: null });
    expect(last.failedReason).toBe(
      'All 2 news sources failed: no network: could not resolve any source ' +
        '(feeds.cypher-offline.invalid, news.cypher-offline.invalid)',
    );
  });
});
