import type { Test } from 'supertest';
import { loginAsAdmin } from '../support/admin-session';
import { startTestApp, TestApp } from '../support/test-app';
import { truncateAll } from '../support/test-database';

/** The health of a source no scrape has read yet. */
const NEVER_FETCHED = {
  lastFetchedAt: null,
  lastStatus: null,
  lastOutcome: null,
  itemsFound: null,
  itemsAdded: null,
  consecutiveFailures: 0,
  notModifiedHits: 0,
};

describe('admin scrape sources', () => {
  let app: TestApp;
  let cookies: string[];

  beforeAll(async () => {
    app = await startTestApp({
      SCRAPE_ALLOW_PRIVATE: 'false',
      NEWS_SOURCES: 'https://seed-one.example/rss,https://seed-two.example/atom',
      RELEASE_SOURCES: 'https://seed-releases.example/feed',
    });
    await truncateAll(app.dataSource);
    cookies = await loginAsAdmin(app);
  });
  afterAll(async () => app.close());

  const as = (call: Test) => call.set('Cookie', cookies);
  /** Adds a source as the admin's form does; the caller checks the answer. */
  const addSource = (source: object) => as(app.http().post('/api/admin/sources')).send(source);
  const editSource = (id: number | string, changes: object) =>
    as(app.http().patch(`/api/admin/sources/${id}`)).send(changes);

  it('is admin-only', async () => {
    expect((await app.http().get('/api/admin/sources')).status).toBe(401);
    expect((await app.http().get('/api/admin/sources/1')).status).toBe(401);
    const created = await app.http().post('/api/admin/sources').send({ url: 'https://x.example/rss', kind: 'news' });
    expect(created.status).toBe(401);
    expect((await app.http().patch('/api/admin/sources/1').send({ enabled: false })).status).toBe(401);
    expect((await app.http().delete('/api/admin/sources/1')).status).toBe(401);
    expect((await as(app.http().get('/api/admin/sources'))).body).toEqual([]);
  });

  it('adds a source, lists it with its (empty) health, reads it by id', async () => {
    const created = await addSource({ url: ' https://feeds.example.org/rss ', kind: 'news' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      url: 'https://feeds.example.org/rss',
      kind: 'news',
      enabled: true,
      policy: 'publish',
      createdAt: expect.any(String),
      health: NEVER_FETCHED,
    });
    const list = await as(app.http().get('/api/admin/sources'));
    expect(list.status).toBe(200);
    expect(list.body.map((source: { url: string }) => source.url)).toContain('https://feeds.example.org/rss');
    const one = await as(app.http().get(`/api/admin/sources/${created.body.id}`));
    expect(one.body).toEqual(created.body);
  });

  it('refuses a duplicate URL with a 409', async () => {
    const again = await addSource({ url: 'https://feeds.example.org/rss', kind: 'releases' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      statusCode: 409,
      message: 'A source with the URL https://feeds.example.org/rss already exists',
    });
  });

  it.each([
    [{ url: 'ftp://feeds.example.org/rss', kind: 'news' }, /Source URL must be a web address starting with http/],
    [{ url: 'javascript:alert(1)', kind: 'news' }, /Source URL must be a web address/],
    [{ kind: 'news' }, /Source URL is required/],
    [{ url: 'https://feeds.example.org/other', kind: 'podcasts' }, /Kind must be news or releases/],
    [{ url: 'https://feeds.example.org/other' }, /Kind is required/],
    [{ url: 'https://feeds.example.org/other', kind: 'news', enabled: 'yes' }, /Enabled must be true or false/],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const response = await addSource(body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toMatch(message);
  });

  it.each([
    ['http://127.0.0.1:8080/feed', 'a loopback address (127.0.0.1)'],
    ['http://localhost/feed', /a loopback address \((127\.0\.0\.1|::1)\)/],
    ['http://10.1.2.3/rss', 'a private address (10.1.2.3)'],
    ['http://169.254.169.254/latest/meta-data/', 'a link-local address (169.254.169.254)'],
    ['http://[::ffff:192.168.0.1]/rss', 'a private address (::ffff:c0a8:1)'],
    ['http://[fd00::1]/rss', 'a private address (fd00::1)'],
    ['http://100.100.100.200/rss', 'a shared (carrier-grade NAT) address (100.100.100.200)'],
  ])('refuses %s, which points inside the network, with a 422', async (url, words) => {
    const response = await addSource({ url, kind: 'news' });
    expect(response.status).toBe(422);
    expect(response.body.statusCode).toBe(422);
    if (typeof words === 'string') {
      expect(response.body.message).toBe(`Source URL resolves to ${words}; the scrapers may not reach it`);
    } else {
      expect(response.body.message).toMatch(words);
    }
  });

  it('switches a source off and on, and refuses bad changes', async () => {
    const created = await addSource({ url: 'https://switch.example.org/rss', kind: 'releases' });
    const id = created.body.id as number;
    const review = await editSource(id, { policy: 'review' });
    expect(review.body.policy).toBe('review');
    const badPolicy = await editSource(id, { policy: 'hold' });
    expect(badPolicy.status).toBe(400);
    expect(badPolicy.body.message).toBe('Policy must be one of publish, review');
    const off = await editSource(id, { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id, enabled: false, kind: 'releases', url: 'https://switch.example.org/rss' });
    expect((await as(app.http().get(`/api/admin/sources/${id}`))).body.enabled).toBe(false);

    const taken = await editSource(id, { url: 'https://feeds.example.org/rss' });
    expect(taken.status).toBe(409);
    const inside = await editSource(id, { url: 'http://192.168.1.1/rss' });
    expect(inside.status).toBe(422);
    const blank = await editSource(id, { url: '' });
    expect(blank.status).toBe(400);
    expect((await editSource('999999', { enabled: true })).status).toBe(404);
    expect((await editSource('abc', { enabled: true })).status).toBe(400);

    const on = await editSource(id, { enabled: true });
    expect(on.body.enabled).toBe(true);
    // A new address starts with a clean slate: no validators or health of the old feed carried over.
    await app.dataSource.query(
      `UPDATE scrape_sources SET etag = '"v1"', last_status = 503, consecutive_failures = 4, not_modified_hits = 2,
              last_fetched_at = now(), last_outcome = 'failed: HTTP 503' WHERE id = $1`,
      [id],
    );
    const moved = await editSource(id, { url: 'https://moved.example.org/rss' });
    expect(moved.status).toBe(200);
    expect(moved.body.health).toEqual(NEVER_FETCHED);
    expect((await app.dataSource.query(`SELECT etag FROM scrape_sources WHERE id = $1`, [id]))[0].etag).toBeNull();
    const nothing = await editSource(id, {});
    expect(nothing.status).toBe(200);
    expect(nothing.body).toEqual(moved.body);
    const unreadable = await addSource({ url: 'http://exa_mple.com:99999/', kind: 'news' });
    expect(unreadable.status).toBe(400);
  });

  it('removes a source', async () => {
    const created = await addSource({ url: 'https://gone.example.org/rss', kind: 'news' });
    const removed = await as(app.http().delete(`/api/admin/sources/${created.body.id}`));
    expect(removed.status).toBe(204);
    expect((await as(app.http().get(`/api/admin/sources/${created.body.id}`))).status).toBe(404);
    expect((await as(app.http().delete(`/api/admin/sources/${created.body.id}`))).status).toBe(404);
  });

  it('seeds the environment lists on the first start only', async () => {
    await app.dataSource.query('TRUNCATE scrape_sources, scrape_source_seeding');
    const first = await startTestApp({
      NEWS_SOURCES: 'https://seed-one.example/rss,https://seed-two.example/atom',
      RELEASE_SOURCES: 'https://seed-releases.example/feed',
    });
    try {
      const seeded = await as(first.http().get('/api/admin/sources'));
      expect(seeded.body.map((source: { url: string; kind: string }) => `${source.kind} ${source.url}`)).toEqual([
        'news https://seed-one.example/rss',
        'news https://seed-two.example/atom',
        'releases https://seed-releases.example/feed',
      ]);
      await as(first.http().delete(`/api/admin/sources/${seeded.body[0].id}`)).expect(204);
    } finally {
      await first.close();
    }
    const second = await startTestApp({ NEWS_SOURCES: 'https://seed-one.example/rss,https://seed-three.example/rss' });
    try {
      const after = await as(second.http().get('/api/admin/sources'));
      expect(after.body.map((source: { url: string }) => source.url)).toEqual([
        'https://seed-two.example/atom',
        'https://seed-releases.example/feed',
      ]);
    } finally {
      await second.close();
    }
  });
});
