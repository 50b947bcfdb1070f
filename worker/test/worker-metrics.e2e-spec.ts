import { readMetrics, sampleValue } from '../../api/test/support/metrics-reader';
import { waitFor } from '../../api/test/support/worker-process';
import { useWorkerStage } from './support/worker-stage';

jest.setTimeout(90_000);

/** The worker logs where its metrics are when asked for a free port; this reads the address back. */
function metricsUrlIn(output: string): string | undefined {
  return /metrics at (http:\/\/[^\s"]+\/metrics)/.exec(output)?.[1];
}

describe('worker metrics: jobs, scraped items and queue depth on a port of the worker', () => {
  const stage = useWorkerStage('metrics', {
    sources: {
      kind: 'news',
      paths: ['/feeds/news/street-wire.rss.xml', '/feeds/news/gone.rss.xml'],
    },
  });

  it('counts a scrape run by queue, job and outcome, and the items it found and added', async () => {
    // Port 0: the worker takes a free port and says which at start.
    const worker = await stage.startWorker({
      WORKER_METRICS_PORT: '0',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    });
    // The ready message comes over IPC and the log line over stdout: the line may land a moment later.
    const url = await waitFor(async () => metricsUrlIn(worker.output()), {
      timeoutMs: 5_000,
      intervalMs: 50,
      what: 'the worker to log its metrics address',
    }).catch(() => undefined);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);

    const run = await stage.runScrape('news');
    expect(run.state).toBe('completed');
    const added = await stage.app.dataSource.query(`SELECT count(*)::int AS n FROM articles`);

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
