import { signInAdmin } from '../support/admin-session';
import { useTestApp } from '../support/use-test-app';

type Method = 'get' | 'post' | 'patch' | 'delete';

/** Every admin endpoint this branch owns, with a body that would be valid. */
const ADMIN_ENDPOINTS: [Method, string, object?][] = [
  ['post', '/api/articles', { title: 'T', excerpt: 'E', content: 'C' }],
  ['patch', '/api/articles/1', { title: 'T2' }],
  ['delete', '/api/articles/1'],
  ['post', '/api/artists', { name: 'N', genre: 'G', description: 'D' }],
  ['patch', '/api/artists/1', { name: 'N2' }],
  ['delete', '/api/artists/1'],
  ['post', '/api/releases', { title: 'T', artist: 'A', linkUrl: 'https://example.com/r', type: 'single' }],
  ['patch', '/api/releases/1', { title: 'T2' }],
  ['delete', '/api/releases/1'],
  ['post', '/api/events', { title: 'T', location: 'L', artists: 'A', eventDate: '2030-01-01T20:00:00.000Z' }],
  ['patch', '/api/events/1', { title: 'T2' }],
  ['delete', '/api/events/1'],
  ['post', '/api/newsletters', { title: 'T', description: 'D', content: 'C' }],
  ['patch', '/api/newsletters/1', { title: 'T2' }],
  ['delete', '/api/newsletters/1'],
  ['get', '/api/admin/stats'],
  ['get', '/api/admin/subscribers'],
  ['get', '/api/admin/subscribers.csv'],
  ['get', '/api/admin/overview'],
];

// Objects, not tuples: a tuple row shorter than the test's parameter list makes jest pass a `done` callback.
const CASES = ADMIN_ENDPOINTS.map(([method, path, body]) => ({ method, path, body }));

describe('admin endpoints need an admin session', () => {
  const app = useTestApp();

  beforeEach(async () => {
    // One row of each so PATCH and DELETE of id 1 would succeed if the guard let them through.
    await app.dataSource.query(`
      INSERT INTO articles (title, excerpt, content, category) VALUES ('A', 'E', 'C', 'CULTURE');
      INSERT INTO artists (name, genre, description) VALUES ('N', 'G', 'D');
      INSERT INTO releases (title, artist, link_url, source, type) VALUES ('R', 'A', 'https://example.com/x', 'manual', 'single');
      INSERT INTO events (title, location, artists, event_date) VALUES ('E', 'L', 'A', now() + interval '1 day');
      INSERT INTO newsletters (title, description, content) VALUES ('N', 'D', 'C');
    `);
  });

  it.each(CASES)('$method $path answers 401 Unauthorized without a session', async ({ method, path, body }) => {
    const response = await app.http()[method](path).send(body);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(CASES)('$method $path answers 401 with a forged session cookie', async ({ method, path, body }) => {
    const response = await app.http()[method](path).set('Cookie', 'cypher.sid=s%3Aforged.signature').send(body);
    expect(response.status).toBe(401);
  });

  it('changed nothing while refusing', async () => {
    for (const [method, path, body] of ADMIN_ENDPOINTS) await app.http()[method](path).send(body);
    const [counts] = await app.dataSource.query(`
      SELECT (SELECT count(*) FROM articles)::int AS articles, (SELECT title FROM articles) AS title,
             (SELECT count(*) FROM artists)::int AS artists, (SELECT count(*) FROM releases)::int AS releases,
             (SELECT count(*) FROM events)::int AS events, (SELECT count(*) FROM newsletters)::int AS newsletters`);
    expect(counts).toEqual({ articles: 1, title: 'A', artists: 1, releases: 1, events: 1, newsletters: 1 });
  });

  it.each(CASES)('$method $path works with an admin session', async ({ method, path, body }) => {
    const { cookies } = await signInAdmin(app);
    const response = await app.http()[method](path).set('Cookie', cookies).send(body);
    expect([200, 201, 204]).toContain(response.status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a cross-origin write even with a valid admin session', async () => {
    const admin = await signInAdmin(app);
    const response = await admin
      .post('/api/articles', { title: 'Injected', excerpt: 'E', content: 'C' })
      .set('Origin', 'https://attacker.example');
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/Cross-origin request refused/);
    const [{ count }] = await app.dataSource.query(
      `SELECT count(*)::int AS count FROM articles WHERE title = 'Injected'`,
    );
    expect(count).toBe(0);
  });

  it('stops working after logout', async () => {
    const admin = await signInAdmin(app);
    expect((await admin.get('/api/admin/stats')).status).toBe(200);
    await admin.post('/api/auth/logout');
    expect((await admin.get('/api/admin/stats')).status).toBe(401);
  });
});
