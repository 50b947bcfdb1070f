import { loginAsAdmin } from '../../api/test/support/admin-session';
import { startTestApp, TestApp } from '../../api/test/support/test-app';
import { startWorker, WorkerProcess } from '../../api/test/support/worker-process';
import { FixtureServer } from './support/fixture-server';
import { dropQueueKeys, isolatedQueuePrefix, waitForJobEnd } from './support/jobs-harness';
import { useScrapeSources } from './support/scrape-sources';

jest.setTimeout(120_000);

/**
 * A real worker without the tests' escape hatch: feeds on loopback, whether
 * named by an IP literal, an IPv4-mapped IPv6 literal or a name that resolves
 * there, are refused before a socket opens, and the run says why in words.
 */
describe('the scrapers refuse loopback and private addresses', () => {
  const prefix = isolatedQueuePrefix('ssrf');
  let fixtures: FixtureServer;
  let app: TestApp;
  let worker: WorkerProcess | undefined;
  let cookies: string[];
  let sources: string[];

  beforeAll(async () => {
    fixtures = await FixtureServer.start();
    const port = new URL(fixtures.base).port;
    sources = [
      fixtures.url('/feeds/news/street-wire.rss.xml'),
      `http://localhost:${port}/feeds/news/street-wire.rss.xml`,
      `http://[::ffff:127.0.0.1]:${port}/feeds/news/culture-desk.atom.xml`,
    ];
    app = await startTestApp({ QUEUE_PREFIX: prefix });
    await useScrapeSources(app.dataSource, 'news', sources);
    cookies = await loginAsAdmin(app);
    worker = await startWorker({
      QUEUE_PREFIX: prefix,
      SCRAPE_ALLOW_PRIVATE: 'false',
      SCRAPE_TIMEOUT_MS: '3000',
    });
  });

  afterAll(async () => {
    await worker?.stop();
    await app.close();
    await fixtures.close();
    await dropQueueKeys(prefix);
  });

  it('fetches nothing from the fixture server and names each refusal', async () => {
    const started = await app.http().post('/api/admin/scrape/news').set('Cookie', cookies);
    expect(started.status).toBe(202);
    const run = await waitForJobEnd(app, cookies, started.body.jobId, 100_000);

    expect(run.state).toBe('failed');
    const reason = run.failedReason ?? '';
    expect(reason).toContain(`All 3 news sources failed`);
    expect(reason).toContain(`${sources[0]} (refused: resolves to a loopback address (127.0.0.1))`);
    expect(reason).toMatch(
      /localhost:\d+\/feeds\/news\/street-wire\.rss\.xml \(refused: resolves to a loopback address \((127\.0\.0\.1|::1)\)\)/,
    );
    expect(reason).toContain(`${sources[2]} (refused: resolves to a loopback address (::ffff:7f00:1))`);
    expect(fixtures.requests).toEqual([]);

    const failing = await app.http().get('/api/admin/overview/failing-sources').set('Cookie', cookies);
    expect(failing.status).toBe(200);
    const outcomes = (failing.body as { url: string; lastOutcome: string }[])
      .filter((source) => sources.includes(source.url))
      .map((source) => source.lastOutcome);
    expect(outcomes).toHaveLength(3);
    for (const outcome of outcomes) expect(outcome).toMatch(/^failed: refused: resolves to a loopback address/);

    // Three attempts of the run, three failures in a row for each source, and no HTTP status: nothing answered.
    const listed = await app.http().get('/api/admin/sources').set('Cookie', cookies);
    const health = (
      listed.body as { url: string; health: { consecutiveFailures: number; lastStatus: number | null } }[]
    )
      .filter((source) => sources.includes(source.url))
      .map((source) => source.health);
    expect(health).toEqual(Array(3).fill(expect.objectContaining({ consecutiveFailures: 3, lastStatus: null })));
  });
});
