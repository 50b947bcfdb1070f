import { join } from 'node:path';
import { TEST_ADMIN, ensureTestAdmin } from '../../api/test/support/admin-session';
import { freePort } from '../../api/test/support/free-port';
import { OtlpCollector } from '../../api/test/support/otlp-collector';
import { startTestApp, TestApp } from '../../api/test/support/test-app';
import { truncateAll } from '../../api/test/support/test-database';
import { startWorker, WorkerProcess } from '../../api/test/support/worker-process';
import { untilHealthy } from '../../scripts/lib/readiness.cjs';
import { spawnService, type ServiceProcess } from '../../scripts/lib/service-process.cjs';
import { dropQueueKeys, isolatedQueuePrefix } from './support/jobs-harness';
import { useScrapeSources } from './support/scrape-sources';

jest.setTimeout(90_000);

const API_ENTRY = join(__dirname, '..', '..', 'dist', 'api', 'src', 'main.js');
const SERVER = 2;

async function eventually<T>(read: () => T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('traces: one request followed from the API into the worker', () => {
  const prefix = isolatedQueuePrefix('tracing');
  let collector: OtlpCollector;
  let setup: TestApp;
  let api: ServiceProcess | undefined;
  let worker: WorkerProcess | undefined;
  let baseUrl: string;

  beforeAll(async () => {
    collector = await OtlpCollector.start();
    setup = await startTestApp({ QUEUE_PREFIX: prefix });
    await truncateAll(setup.dataSource);
    await ensureTestAdmin(setup);
    // No sources: the scrape runs and finishes at once without leaving this machine.
    await useScrapeSources(setup.dataSource, 'news', []);
    const tracing = {
      QUEUE_PREFIX: prefix,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    };
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    api = spawnService({
      name: 'api',
      script: API_ENTRY,
      env: { ...process.env, ...tracing, PORT: String(port), NODE_ENV: 'test' },
      output: 'capture',
    });
    await untilHealthy(baseUrl, { service: api, timeoutMs: 60_000 });
    worker = await startWorker(tracing);
  });

  afterAll(async () => {
    await worker?.stop();
    await api?.stop();
    await setup.close();
    await collector.close();
    await dropQueueKeys(prefix);
  });

  it('continues the trace of the request that enqueued a job in the worker, and logs carry the trace id', async () => {
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const started = await fetch(`${baseUrl}/api/admin/scrape/news`, { method: 'POST', headers: { cookie } });
    expect(started.status).toBe(202);

    const request = await eventually(
      () =>
        collector.spans.find(
          (span) =>
            span.service === 'cypher-api' && span.kind === SERVER && span.name.includes('/api/admin/scrape/news'),
        ),
      'the API span of the scrape request',
    );
    const inWorker = await eventually(() => {
      const spans = collector.spans.filter(
        (span) => span.service === 'cypher-worker' && span.traceId === request.traceId,
      );
      return spans.some((span) => /pg|select|insert|update/i.test(span.name)) ? spans : undefined;
    }, 'worker spans, database calls included, in the same trace');
    expect(inWorker.length).toBeGreaterThan(1);
    // Nothing of the health checks the runner polled.
    expect(collector.spans.some((span) => span.name.includes('/api/health'))).toBe(false);

    const logged = await eventually(
      () => (api!.output().includes(`"traceId":"${request.traceId}"`) ? true : undefined),
      'an API log line with the trace id',
    );
    expect(logged).toBe(true);
  });
});
