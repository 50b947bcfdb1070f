import { insertArticle } from './support/test-data';
import { freePort } from './support/free-port';
import { readMetrics, sampleValue } from './support/metrics-reader';
import { startTestApp, TestApp } from './support/test-app';
import { truncateAll } from './support/test-database';
import { uniqueName } from './support/test-env';

describe('API metrics on a port of their own', () => {
  let t: TestApp;
  let metricsUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
    // Queues of its own: jobs other specs leave waiting must not count in the depths it reads.
    t = await startTestApp({
      METRICS_PORT: String(port),
      METRICS_HOST: '127.0.0.1',
      QUEUE_PREFIX: uniqueName('cypher-metrics'),
    });
    await truncateAll(t.dataSource);
  });
  afterAll(() => t.close());

  it('times requests by route pattern and status, cache hits included', async () => {
    const id = await insertArticle(t.dataSource, { title: 'Counted' });
    await t.http().get(`/api/articles/${id}`).expect(200);
    await t.http().get(`/api/articles/${id}`).expect(200);
    await t.http().get('/api/articles/999999').expect(404);
    await t.http().post('/api/subscriptions').send({}).expect(400);

    const samples = await readMetrics(metricsUrl);
    const count = (route: string, status: string, method = 'GET') =>
      sampleValue(samples, 'cypher_http_request_duration_seconds_count', { method, route, status, process: 'api' });
    // Two 200s: the first answered by the application, the second by the cache in front of express.
    expect(count('/api/articles/:id', '200')).toBe(2);
    expect(count('/api/articles/:id', '404')).toBe(1);
    expect(count('/api/subscriptions', '400', 'POST')).toBe(1);
    // Raw ids never become label values.
    expect(samples.some((sample) => sample.labels.route?.includes(String(id)))).toBe(false);
    expect(sampleValue(samples, 'cypher_response_cache_lookups_total', { outcome: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(samples, 'cypher_response_cache_lookups_total', { outcome: 'miss' })).toBeGreaterThanOrEqual(1);
  });

  it('reports queue depth per queue and state, the connection pool and the runtime', async () => {
    const samples = await readMetrics(metricsUrl);
    for (const state of ['waiting', 'active', 'delayed', 'failed']) {
      expect(sampleValue(samples, 'cypher_queue_jobs', { queue: 'scraping', state })).toBe(0);
      expect(sampleValue(samples, 'cypher_queue_jobs', { queue: 'email', state })).toBeDefined();
    }
    expect(sampleValue(samples, 'cypher_db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(samples, 'cypher_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('is never served on the public port, and the metrics port serves nothing else', async () => {
    const onPublic = await t.http().get('/metrics');
    expect(onPublic.status).toBe(404);
    expect(onPublic.text).not.toContain('cypher_http_request_duration_seconds');
    expect((await fetch(metricsUrl.replace('/metrics', '/api/articles'))).status).toBe(404);
  });
});
