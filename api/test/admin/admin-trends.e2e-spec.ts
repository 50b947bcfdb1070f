import { loginAsAdmin } from '../support/admin-session';
import { startTestApp, TestApp } from '../support/test-app';
import { truncateAll } from '../support/test-database';

const DAY_MS = 86_400_000;
const utcDay = (daysBack: number) => new Date(Date.now() - daysBack * DAY_MS).toISOString().slice(0, 10);

describe('admin Overview trends', () => {
  let app: TestApp;
  let cookies: string[];

  beforeAll(async () => {
    app = await startTestApp();
    await truncateAll(app.dataSource);
    cookies = await loginAsAdmin(app);
  });
  afterAll(async () => app.close());

  const get = (path: string) => app.http().get(path).set('Cookie', cookies);

  it('is admin-only', async () => {
    expect((await app.http().get('/api/admin/overview/trends')).status).toBe(401);
    expect((await app.http().get('/api/admin/overview/failing-sources')).status).toBe(401);
  });

  it('refuses a window it cannot draw, saying which', async () => {
    const tooShort = await get('/api/admin/overview/trends?days=3');
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toMatch(/days must be at least 7/);
    expect((await get('/api/admin/overview/trends?days=91')).status).toBe(400);
    expect((await get('/api/admin/overview/trends?days=ten')).status).toBe(400);
  });

  it('counts subscribers who became active and distinct visitors per UTC day, 30 days by default', async () => {
    await app.dataSource.query(`
      INSERT INTO subscriptions (email, first_name, last_name, credit_program_participation, status, created_at, confirmed_at) VALUES
        ('a@example.com', 'A', 'A', false, 'active', now() - interval '3 days', now() - interval '2 days'),
        ('b@example.com', 'B', 'B', false, 'active', now() - interval '2 days', NULL),
        ('c@example.com', 'C', 'C', false, 'pending', now() - interval '2 days', NULL),
        ('d@example.com', 'D', 'D', false, 'unsubscribed', now() - interval '40 days', now() - interval '40 days')`);
    await app.dataSource.query(
      `INSERT INTO visitor_days (day, session_id) VALUES ($1, 's1'), ($1, 's2'), ($2, 's1'), ($3, 'old')`,
      [utcDay(0), utcDay(5), utcDay(45)],
    );

    const response = await get('/api/admin/overview/trends');
    expect(response.status).toBe(200);
    const days: { date: string; subscribers: number; visitors: number }[] = response.body.days;
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ date: utcDay(0), subscribers: 0, visitors: 2 });
    expect(days.find((day) => day.date === utcDay(2))).toEqual({ date: utcDay(2), subscribers: 2, visitors: 0 });
    expect(days.find((day) => day.date === utcDay(5))?.visitors).toBe(1);
    expect(days.reduce((sum, day) => sum + day.subscribers, 0)).toBe(2);
    expect(days.reduce((sum, day) => sum + day.visitors, 0)).toBe(3);

    const week = await get('/api/admin/overview/trends?days=7');
    expect(week.body.days.map((day: { date: string }) => day.date)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((back) => utcDay(back)),
    );
  });

  it('lists the enabled scrape sources whose last fetch failed, newest first, with their failures in a row', async () => {
    await app.dataSource.query(`
      INSERT INTO scrape_sources (url, kind, last_fetched_at, last_outcome, consecutive_failures, enabled) VALUES
        ('https://ok.example/rss', 'news', now(), 'ok: 12 items, 3 new', 0, true),
        ('https://gone.example/rss', 'news', now() - interval '1 hour', 'failed: HTTP 404', 5, true),
        ('https://dns.example/feed', 'releases', now(), 'failed: could not resolve dns.example', 1, true),
        ('https://off.example/feed', 'news', now(), 'failed: HTTP 500', 7, false)`);
    const response = await get('/api/admin/overview/failing-sources');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        url: 'https://dns.example/feed',
        kind: 'releases',
        lastFetchedAt: expect.any(String),
        lastOutcome: 'failed: could not resolve dns.example',
        consecutiveFailures: 1,
      },
      {
        url: 'https://gone.example/rss',
        kind: 'news',
        lastFetchedAt: expect.any(String),
        lastOutcome: 'failed: HTTP 404',
        consecutiveFailures: 5,
      },
    ]);
  });
});
