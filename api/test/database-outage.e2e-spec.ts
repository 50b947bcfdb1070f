import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { STALE_IF_ERROR_MS } from '../src/modules/public-cache/public-cache.service';
import { CACHE_STATUS } from '../src/modules/public-cache/write-cached-answer';
import { currentIsoWeek } from '../src/shared/domain/iso-week';
import { cookiesOf, ensureTestAdmin, TEST_ADMIN } from './support/admin-session';
import { insertArticles } from './support/content-fixtures';
import { insertArtist, insertEvent, insertNewsletter, insertRelease, spotlight } from './support/test-data';
import { behindAdminGuard, concretePath, getRoutesOf } from './support/public-get-routes';
import { TcpProxy } from './support/tcp-proxy';
import { startTestApp, TestApp } from './support/test-app';
import { openDataSource, truncateAll } from './support/test-database';
import { waitFor } from './support/worker-process';

const SESSION_ID = 'session-1700000000000-outage';
const CREDENTIALS = { username: TEST_ADMIN.username, password: TEST_ADMIN.password };
const UNAVAILABLE = { statusCode: 503, message: 'The service is briefly unavailable. Please try again in a moment.' };

/** The public reads warmed before each outage: a reader who opened these pages keeps reading them. */
const WARMED = [
  '/api/articles',
  '/api/articles?limit=2',
  '/api/articles/1',
  '/api/artists',
  '/api/artists/spotlight',
  '/api/artists/1',
  '/api/releases',
  '/api/events',
  '/api/newsletters',
];

function expectUnavailable(response: Response, what: string): void {
  expect([what, response.status, response.body]).toEqual([what, 503, UNAVAILABLE]);
  expect([what, response.headers['retry-after']]).toEqual([what, '5']);
}

/** Every 503 says when to come back, and nothing at all answers 500. */
function expectNoServerFault(response: Response, what: string): void {
  expect([what, response.status]).not.toEqual([what, 500]);
  if (response.status === 503) expect([what, response.headers['retry-after']]).toEqual([what, expect.any(String)]);
}

describe('Postgres unreachable (a TCP proxy between the API and Postgres, cut and restored)', () => {
  let proxy: TcpProxy;
  let app: TestApp;
  let relaxed: TestApp;
  let direct: DataSource;
  let adminCookies: string[];

  beforeAll(async () => {
    const databaseUrl = new URL(process.env.DATABASE_URL!);
    proxy = await TcpProxy.start({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
    const viaProxy = { DATABASE_URL: proxy.routeUrl(databaseUrl.toString()) };
    app = await startTestApp(viaProxy);
    relaxed = await startTestApp({ ...viaProxy, RESPONSE_CACHE_CONSISTENCY: 'notify' });
    direct = await openDataSource(databaseUrl.toString());
  });

  afterAll(async () => {
    await proxy.restore();
    await relaxed?.close();
    await app?.close();
    await direct?.destroy();
    await proxy.close();
  });

  beforeEach(async () => {
    await proxy.restore();
    await waitFor(async () => (await app.http().get('/api/health')).status === 200, {
      what: 'the API to reach Postgres',
    });
    await truncateAll(direct);
    await insertArticles(direct, 3);
    const artist = await insertArtist(direct, { name: 'MC Outage' });
    await spotlight(direct, currentIsoWeek(), [artist]);
    await insertRelease(direct);
    await insertEvent(direct);
    await insertNewsletter(direct);
    await ensureTestAdmin(app);
    adminCookies = await signIn(app);
  });

  async function signIn(target: TestApp): Promise<string[]> {
    const response = await target.http().post('/api/auth/login').send(CREDENTIALS);
    expect(response.status).toBe(200);
    return cookiesOf(response.headers['set-cookie']);
  }

  /** Reads each warmed URL once (cached from then on) and returns what readers saw. */
  /**
   * Reads each URL until the cache answers it: an answer read while the cache's listener is still
   * reconnecting after the last test's cut is not kept, and the outage would then serve an older one.
   */
  async function warm(target: TestApp): Promise<Map<string, Response>> {
    const seen = new Map<string, Response>();
    for (const url of WARMED) {
      const response = await waitFor(
        async () => {
          const answer = await target.http().get(url);
          expect([url, answer.status]).toEqual([url, 200]);
          return answer.headers['cache-status'] === CACHE_STATUS.hit && answer;
        },
        { what: `a cached answer to ${url}` },
      );
      seen.set(url, response);
    }
    return seen;
  }

  async function expectStaleAnswers(target: TestApp, warmed: Map<string, Response>): Promise<void> {
    const statuses = new Set<string>();
    for (const [url, before] of warmed) {
      const response = await target.http().get(url);
      statuses.add(response.headers['cache-status']);
      expect([url, response.status]).toEqual([url, 200]);
      expect([url, response.headers['cache-status']]).toEqual([
        url,
        expect.stringMatching(/^cypher; (fwd=stale; fwd-status=503|hit); detail=stale-if-error$/),
      ]);
      expect([url, response.body]).toEqual([url, before.body]);
      expect(response.headers['retry-after']).toBeUndefined();
    }
    // The first reader of the outage asked the application, got its 503 and was given the stored answer instead.
    expect(statuses).toContain(CACHE_STATUS.stale);
    // A conditional request for a stale answer the reader already holds: 304, no body.
    const list = warmed.get('/api/articles')!;
    const again = await target.http().get('/api/articles').set('If-None-Match', list.headers.etag);
    expect(again.status).toBe(304);
  }

  it('keeps serving cached reads (marked stale), answers 503 with Retry-After everywhere else, and recovers without a restart', async () => {
    const warmed = await warm(app);
    const warmedRelaxed = await warm(relaxed);

    await proxy.cut('refuse');

    await expectStaleAnswers(app, warmed);
    await expectStaleAnswers(relaxed, warmedRelaxed);

    // Cached routes never read before the outage have nothing to fall back on.
    expectUnavailable(await app.http().get('/api/articles/3'), 'an article nobody read yet');
    expectUnavailable(await app.http().get('/api/articles?limit=1'), 'a page nobody read yet');

    // Uncached reads, subscribing, signing in, admin calls: 503 with Retry-After.
    const subscriber = { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', creditProgramParticipation: false };
    for (const [what, response] of [
      ['preferences', await app.http().get(`/api/personalization/preferences?sessionId=${SESSION_ID}`)],
      ['recommendations', await app.http().get(`/api/personalization/recommendations?sessionId=${SESSION_ID}`)],
      ['subscribe', await app.http().post('/api/subscriptions').send(subscriber)],
      ['login', await app.http().post('/api/auth/login').send(CREDENTIALS)],
      ['current admin', await app.http().get('/api/auth/user').set('Cookie', adminCookies)],
      ['admin stats', await app.http().get('/api/admin/stats').set('Cookie', adminCookies)],
      ['admin subscribers', await app.http().get('/api/admin/subscribers').set('Cookie', adminCookies)],
      ['admin create', await app.http().post('/api/articles').set('Cookie', adminCookies).send({ title: 'x' })],
      ['queue dashboard', await app.http().get('/admin/queues').set('Cookie', adminCookies)],
    ] as const) {
      expectUnavailable(response, what);
    }
    const health = await app.http().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'degraded', database: 'down' });

    // A sweep of every GET route (read from the app), with and without an admin session, and of the writes.
    for (const route of getRoutesOf(app)) {
      const url = `${concretePath(route.path)}?sessionId=${SESSION_ID}`;
      expectNoServerFault(await app.http().get(url), `GET ${url}`);
      const asAdmin = await app.http().get(url).set('Cookie', adminCookies);
      expectNoServerFault(asAdmin, `GET ${url} as admin`);
      if (behindAdminGuard(route)) expectUnavailable(asAdmin, `GET ${url} as admin`);
    }
    for (const [method, url] of [
      ['post', '/api/articles'],
      ['patch', '/api/articles/1'],
      ['delete', '/api/artists/1'],
      ['post', '/api/admin/scrape/news'],
      ['post', '/api/personalization/preferences'],
      ['post', '/api/personalization/generate'],
      ['post', '/api/personalization/interaction'],
      ['post', '/api/visits'],
      ['post', '/api/auth/logout'],
    ] as const) {
      expectNoServerFault(await app.http()[method](url).send({ sessionId: SESSION_ID }), `${method} ${url}`);
      const asAdmin = await app.http()[method](url).set('Cookie', adminCookies).send({ sessionId: SESSION_ID });
      expectNoServerFault(asAdmin, `${method} ${url} as admin`);
    }

    // Stale answers are bounded: a day after it was read, an answer is no longer worth showing.
    const realNow = Date.now;
    const later = realNow() + STALE_IF_ERROR_MS + 60_000;
    jest.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      expectUnavailable(await app.http().get('/api/newsletters'), 'an answer older than the stale bound');
    } finally {
      jest.restoreAllMocks();
    }

    await proxy.restore();
    await waitFor(async () => (await app.http().get('/api/health')).status === 200, { what: 'health to recover' });

    // Fresh again, with no restart: a write made now is seen by the next read.
    await direct.query(`UPDATE articles SET title = 'Back online' WHERE id = 1`);
    for (const target of [app, relaxed]) {
      await waitFor(async () => (await target.http().get('/api/articles/1')).body.title === 'Back online', {
        what: 'the write after the outage',
      });
      for (const url of WARMED) {
        const response = await target.http().get(url);
        expect([url, response.status]).toEqual([url, 200]);
        expect([url, response.headers['cache-status'] ?? '']).toEqual([url, expect.not.stringMatching(/stale/)]);
      }
    }
    expect((await app.http().get(`/api/personalization/preferences?sessionId=${SESSION_ID}`)).status).toBe(200);
    expect((await app.http().post('/api/subscriptions').send(subscriber)).status).toBe(201);
    expect((await app.http().get('/api/admin/stats').set('Cookie', adminCookies)).status).toBe(200);
    expect((await app.http().get('/api/auth/user').set('Cookie', adminCookies)).status).toBe(200);
    await signIn(app);
  });

  it('treats connections dropped as soon as they open the same way', async () => {
    const warmed = await warm(app);
    await proxy.cut('reset');
    await expectStaleAnswers(app, warmed);
    expectUnavailable(await app.http().get('/api/articles/2'), 'an article nobody read yet');
    expectUnavailable(await app.http().get('/api/admin/stats').set('Cookie', adminCookies), 'admin stats');
    expectUnavailable(await app.http().post('/api/auth/login').send(CREDENTIALS), 'login');
    await proxy.restore();
    await waitFor(async () => (await app.http().get('/api/articles/2')).status === 200, { what: 'reads to recover' });
    expect((await app.http().get('/api/admin/stats').set('Cookie', adminCookies)).status).toBe(200);
  });
});
