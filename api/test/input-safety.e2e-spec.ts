import { type AdminRequests, signInAdmin } from './support/admin-session';
import { useTestApp } from './support/use-test-app';
import { uniqueName } from './support/test-env';

const subscriber = { firstName: 'Nia', lastName: 'Banks', email: 'nia@example.com', creditProgramParticipation: false };
const article = { title: 'Headline', excerpt: 'Excerpt', content: 'Content' };
const newsletter = { title: 'Issue', description: 'About', content: 'Body' };
const event = { title: 'Show', location: 'Atlanta', artists: 'Nas', eventDate: '2026-06-01T20:00:00.000Z' };
const release = { title: 'Tape', artist: 'Nas', linkUrl: 'https://example.com/tape', type: 'album' };

/** Inputs the fuzzer found answering 500; each now answers 4xx and stores nothing. */
describe('inputs that cannot be stored or walked', () => {
  const t = useTestApp({ SUBSCRIBE_RATE_LIMIT: '100000', QUEUE_PREFIX: uniqueName('cypher-input') });
  let admin: AdminRequests;
  beforeEach(async () => {
    admin = await signInAdmin(t);
  });

  /** A request as a reader's browser sends it, signed out. */
  const readerPost = (path: string, body: object) => t.http().post(path).send(body);

  const count = async (table: string) =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;

  it('refuses a NUL character with 400 naming the field', async () => {
    const response = await readerPost('/api/subscriptions', { ...subscriber, lastName: 'Ban\u0000ks' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'lastName contains characters that cannot be stored',
      errors: { lastName: ['lastName contains characters that cannot be stored'] },
    });
    expect(await count('subscriptions')).toBe(0);
  });

  it('refuses an unpaired surrogate in any string, field names and nested lists included', async () => {
    const email = await readerPost('/api/subscriptions', { ...subscriber, email: '\ud800' });
    expect(email.status).toBe(400);
    expect(email.body.message).toBe('email contains characters that cannot be stored');

    const nested = await readerPost('/api/personalization/preferences', {
      sessionId: 'session-1-abc',
      preferences: { artists: ['Nas', 'x\udc00'] },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.errors).toEqual({
      'preferences.artists.1': ['preferences.artists.1 contains characters that cannot be stored'],
    });

    const key = await admin.post('/api/articles', { ...article, ['ti\u0000tle']: 'x' });
    expect(key.status).toBe(400);
    expect(key.body.message).toBe('A field name contains characters that cannot be stored');
    expect(await count('subscriptions')).toBe(0);
    expect(await count('articles')).toBe(0);
  });

  it('applies the rule to query strings and route parameters', async () => {
    const query = await t.http().get('/api/artists/spotlight?week=2026-W07%00');
    expect(query.status).toBe(400);
    expect(query.body.message).toBe('week contains characters that cannot be stored');
    const param = await admin.get('/api/admin/jobs/abc%00def');
    expect(param.status).toBe(400);
    expect(param.body.message).toBe('id contains characters that cannot be stored');
  });

  it('refuses a page offset too large for the database with 400', async () => {
    const response = await admin.get('/api/admin/subscribers?limit=1&offset=123456789012345678901234567890123456789');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('offset must be at most 1000000');
  });

  it('answers 400 for malformed percent-encoding in a path', async () => {
    for (const path of ['/api/articles/%E0%A4%A', '/api/admin/jobs/%E0%A4%A', '/api/personalization/jobs/%ZZ']) {
      const response = await admin.get(path);
      expect(response.status).toBe(400);
      expect(response.body.statusCode).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
  });

  it('refuses JSON nested deeper than 64 levels before validation walks it', async () => {
    const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
    const deep = await t.http().post('/api/subscriptions').set('Content-Type', 'application/json').send(nested(50_000));
    expect(deep.status).toBe(400);
    expect(deep.body).toEqual({
      statusCode: 400,
      message: 'The request nests objects or lists deeper than 64 levels.',
    });

    let metadata: unknown = 1;
    for (let i = 0; i < 70; i += 1) metadata = { a: metadata };
    const justOver = await readerPost('/api/personalization/interaction', {
      articleId: 1,
      interactionType: 'view',
      sessionId: 'session-1-abc',
      metadata,
    });
    expect(justOver.status).toBe(400);
    expect(await count('subscriptions')).toBe(0);
  });

  it('gives an explicit null the default the form declares, or a 400, never a constraint error', async () => {
    const created = await admin.post('/api/articles', { ...article, category: null });
    expect(created.status).toBe(201);
    expect(created.body.category).toBe('CULTURE');

    const issue = await admin.post('/api/newsletters', { ...newsletter, tags: null });
    expect(issue.status).toBe(201);
    expect(issue.body.tags).toEqual([]);

    const featured = await admin.post('/api/articles', { ...article, featured: null });
    expect(featured.status).toBe(400);
    expect(featured.body.message).toBe('Featured must be true or false');

    const patched = await admin.patch(`/api/articles/${created.body.id}`, { featured: null, category: null });
    expect(patched.status).toBe(400);

    const show = await admin.post('/api/events', { ...event, ticketsAvailable: null });
    expect(show.status).toBe(400);
    expect(show.body.message).toBe('Tickets available must be true or false');

    const tape = await admin.post('/api/releases', { ...release, releaseDate: null });
    expect(tape.status).toBe(201);
    expect(Number.isNaN(Date.parse(tape.body.releaseDate))).toBe(false);
    const clearedDate = await admin.patch(`/api/releases/${tape.body.id}`, { releaseDate: null });
    expect(clearedDate.status).toBe(400);

    expect(await count('articles')).toBe(1);
    expect(await count('events')).toBe(0);
  });
});
