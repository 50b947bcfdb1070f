import { currentIsoWeek, formatIsoWeek, isoWeekOf } from '../src/shared/domain/iso-week';
import {
  insertArticle,
  insertArtist,
  insertEvent,
  insertNewsletter,
  insertRelease,
  spotlight,
} from './support/test-data';
import { startTestApp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const DAY = 86_400_000;

describe('public read API', () => {
  const t = useTestApp();

  describe('GET /api/articles', () => {
    it('is a bare array, newest first, in camelCase, with X-Total-Count', async () => {
      const older = await insertArticle(t.dataSource, { title: 'Older', publishedAt: new Date(Date.now() - 2 * DAY) });
      const newer = await insertArticle(t.dataSource, { title: 'Newer', publishedAt: new Date(Date.now() - DAY) });

      const response = await t.http().get('/api/articles').expect(200);

      expect(Array.isArray(response.body)).toBe(true);
      expect(response.body.map((a: { id: number }) => a.id)).toEqual([newer, older]);
      expect(response.headers['x-total-count']).toBe('2');
      expect(response.body[0]).toEqual(
        expect.objectContaining({
          publishedAt: expect.any(String),
          wordCount: 0,
          isAiGenerated: false,
          featured: false,
        }),
      );
      expect(Object.keys(response.body[0]).some((key) => key.includes('_'))).toBe(false);
    });

    it('pages with limit and offset, caps limit at 100 and rejects nonsense', async () => {
      for (let i = 0; i < 5; i++) {
        await insertArticle(t.dataSource, { title: `A${i}`, publishedAt: new Date(Date.now() - i * DAY) });
      }
      const page = await t.http().get('/api/articles?limit=2&offset=1').expect(200);
      expect(page.body.map((a: { title: string }) => a.title)).toEqual(['A1', 'A2']);
      expect(page.headers['x-total-count']).toBe('5');

      const capped = await t.http().get('/api/articles?limit=1000').expect(200);
      expect(capped.body).toHaveLength(5);

      for (const bad of ['limit=abc', 'limit=0', 'limit=-3', 'offset=-1', 'limit=2.5']) {
        const response = await t.http().get(`/api/articles?${bad}`).expect(400);
        expect(response.body).toEqual(expect.objectContaining({ statusCode: 400, message: expect.any(String) }));
      }
    });

    it('defaults to 50 items per page', async () => {
      await t.dataSource.query(
        `INSERT INTO articles (title, excerpt, content, category)
         SELECT 'T' || g, 'E', 'C', 'CULTURE' FROM generate_series(1, 60) g`,
      );
      const response = await t.http().get('/api/articles').expect(200);
      expect(response.body).toHaveLength(50);
      expect(response.headers['x-total-count']).toBe('60');
    });
  });

  describe('GET /api/articles/:id', () => {
    it('returns the article', async () => {
      const id = await insertArticle(t.dataSource, { title: 'Hello' });
      const response = await t.http().get(`/api/articles/${id}`).expect(200);
      expect(response.body).toEqual(expect.objectContaining({ id, title: 'Hello', category: 'CULTURE' }));
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999', '1e3'])('answers 400 JSON for the malformed id %s', async (id) => {
      const response = await t.http().get(`/api/articles/${id}`).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message: expect.stringContaining('not a valid id') });
    });

    it('answers 404 JSON for a missing article', async () => {
      const response = await t.http().get('/api/articles/424242').expect(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Article 424242 was not found.' });
    });
  });

  describe('artists', () => {
    it('lists artists newest first and finds one by id', async () => {
      const first = await insertArtist(t.dataSource, { name: 'First', createdAt: new Date(Date.now() - DAY) });
      const second = await insertArtist(t.dataSource, { name: 'Second' });
      const list = await t.http().get('/api/artists').expect(200);
      expect(list.body.map((a: { id: number }) => a.id)).toEqual([second, first]);
      expect(list.headers['x-total-count']).toBe('2');
      expect(list.body[0]).toEqual(
        expect.objectContaining({
          socialLinks: {},
          contentStatus: 'published',
          status: 'published',
          isSpotlighted: false,
        }),
      );

      await t.http().get(`/api/artists/${first}`).expect(200);
      await t.http().get('/api/artists/77777').expect(404);
      await t.http().get('/api/artists/x1').expect(400);
    });

    it('serves the current week spotlight by default, at most 5, in pick order', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 6; i++) ids.push(await insertArtist(t.dataSource, { name: `Artist ${i}` }));
      await spotlight(t.dataSource, currentIsoWeek(), ids.slice(0, 5).reverse());
      const lastWeek = formatIsoWeek(isoWeekOf(new Date(Date.now() - 7 * DAY)));
      await spotlight(t.dataSource, lastWeek, [ids[5]]);

      const current = await t.http().get('/api/artists/spotlight').expect(200);
      expect(current.body.map((a: { id: number }) => a.id)).toEqual(ids.slice(0, 5).reverse());

      const earlier = await t.http().get(`/api/artists/spotlight?week=${lastWeek}`).expect(200);
      expect(earlier.body.map((a: { id: number }) => a.id)).toEqual([ids[5]]);

      const empty = await t.http().get('/api/artists/spotlight?week=2020-W01').expect(200);
      expect(empty.body).toEqual([]);
    });

    it.each(['2026-W00', '2026-W54', '2026W07', 'last-week', '2025-W53', '2026-w07'])(
      'answers 400 for the malformed week %s',
      async (week) => {
        const response = await t.http().get(`/api/artists/spotlight?week=${week}`).expect(400);
        expect(response.body.message).toMatch(/ISO week/);
      },
    );

    it('accepts week 53 in a year that has one', async () => {
      await t.http().get('/api/artists/spotlight?week=2026-W53').expect(200);
    });
  });

  it('lists releases newest first', async () => {
    const old = await insertRelease(t.dataSource, { releaseDate: new Date(Date.now() - 10 * DAY) });
    const fresh = await insertRelease(t.dataSource, { releaseDate: new Date() });
    const response = await t.http().get('/api/releases').expect(200);
    expect(response.body.map((r: { id: number }) => r.id)).toEqual([fresh, old]);
    expect(response.headers['x-total-count']).toBe('2');
  });

  it('lists events soonest upcoming first, then past ones', async () => {
    const past = await insertEvent(t.dataSource, { eventDate: new Date(Date.now() - 3 * DAY) });
    const later = await insertEvent(t.dataSource, { eventDate: new Date(Date.now() + 30 * DAY) });
    const soon = await insertEvent(t.dataSource, {
      eventDate: new Date(Date.now() + 2 * DAY),
      ticketsAvailable: false,
    });
    const response = await t.http().get('/api/events').expect(200);
    expect(response.body.map((e: { id: number }) => e.id)).toEqual([soon, later, past]);
    expect(response.body[0].ticketsAvailable).toBe(false);
  });

  it('lists newsletters newest first with their tags', async () => {
    const old = await insertNewsletter(t.dataSource, { publishedAt: new Date(Date.now() - DAY), tags: ['a', 'b'] });
    const fresh = await insertNewsletter(t.dataSource, { tags: [] });
    const response = await t.http().get('/api/newsletters').expect(200);
    expect(response.body.map((n: { id: number }) => n.id)).toEqual([fresh, old]);
    expect(response.body[1].tags).toEqual(['a', 'b']);
    // Readers get the issue itself; who it went to, and how many, stays with the admin.
    const one = await t.http().get(`/api/newsletters/${fresh}`).expect(200);
    expect(Object.keys(one.body).sort()).toEqual(
      ['content', 'createdAt', 'description', 'id', 'imageUrl', 'publishedAt', 'sentAt', 'tags', 'title'].sort(),
    );
    expect(Object.keys(response.body[0]).sort()).toEqual(Object.keys(one.body).sort());
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await t.http().get('/api/no-such-thing').expect(404);
    expect(response.headers['content-type']).toMatch(/json/);
    expect(response.body).toEqual({ statusCode: 404, message: expect.any(String) });
  });

  it('reports health', async () => {
    const response = await t.http().get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up', queue: 'up' });
  });
});

describe('health when the queue is down', () => {
  it('answers 503 naming the queue while public reads keep working', async () => {
    const down = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const health = await down.http().get('/api/health').expect(503);
      expect(health.body).toEqual(expect.objectContaining({ status: 'degraded', database: 'up', queue: 'down' }));
      expect(health.body.message).toContain('queue');
      await down.http().get('/api/articles').expect(200);
    } finally {
      await down.close();
    }
  });
});
