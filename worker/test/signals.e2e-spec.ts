import { waitFor } from '../../api/test/support/worker-process';
import { useWorkerStage } from './support/worker-stage';
import { insertArticle } from '../../api/test/support/test-data';

jest.setTimeout(90_000);

const SESSION = 'session-1763700000000-abc123';

describe('signals: POST /api/personalization/interaction and /api/visits -> worker', () => {
  let articleId: number;
  const stage = useWorkerStage('signals', {
    // 150 signals of one session at once is this file's batching test, well past a reader's limit.
    app: { SIGNAL_SESSION_RATE_LIMIT: '1000' },
    prepare: async ({ app }) => {
      articleId = await insertArticle(app.dataSource, { title: 'Signal test', excerpt: 'x', content: 'Body' });
    },
    worker: {},
  });

  it('accepts an interaction with 202 and the worker stores it with its metadata', async () => {
    const metadata = { source: 'personalized_recommendations', recommendationScore: 87 };
    const response = await stage.app
      .http()
      .post('/api/personalization/interaction')
      .send({ articleId, interactionType: 'view', sessionId: SESSION, metadata });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ accepted: true });
    const row = await waitFor(async () => (await stage.app.dataSource.query('SELECT * FROM user_interactions'))[0], {
      what: 'the interaction row',
    });
    expect(row).toMatchObject({
      article_id: articleId,
      interaction_type: 'view',
      session_id: SESSION,
      metadata,
      user_id: null,
    });
    expect(row.event_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['no articleId', { interactionType: 'view', sessionId: SESSION }, 400, 'articleId is required'],
    [
      'a word as articleId',
      { articleId: 'abc', interactionType: 'view', sessionId: SESSION },
      400,
      'articleId must be a whole number',
    ],
    [
      'an unknown type',
      { articleId: 1, interactionType: 'hack', sessionId: SESSION },
      400,
      /^interactionType must be one of: view, click/,
    ],
    [
      'a bad session id',
      { articleId: 1, interactionType: 'view', sessionId: 'bob' },
      400,
      'sessionId must look like session-{timestamp}-{random}',
    ],
    [
      'text metadata',
      { articleId: 1, interactionType: 'view', sessionId: SESSION, metadata: 'x' },
      400,
      'metadata must be a JSON object',
    ],
    [
      'huge metadata',
      { articleId: 1, interactionType: 'view', sessionId: SESSION, metadata: { blob: 'x'.repeat(3000) } },
      400,
      /at most 2048 bytes/,
    ],
    [
      'an unknown field',
      { articleId: 1, interactionType: 'view', sessionId: SESSION, extra: true },
      400,
      'property extra should not exist',
    ],
    [
      'an unknown article',
      { articleId: 999999, interactionType: 'view', sessionId: SESSION },
      404,
      'Article 999999 was not found.',
    ],
  ])('refuses %s', async (_label, body, status, message) => {
    const response = await stage.app.http().post('/api/personalization/interaction').send(body);
    expect(response.status).toBe(status);
    expect(response.body.statusCode).toBe(status);
    expect(response.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  });

  it('stores every one of many concurrent interactions exactly once (they are queued in batches)', async () => {
    await stage.app.dataSource.query('TRUNCATE user_interactions');
    const sessionId = 'session-1763700000000-batch1';
    const responses = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        stage.app
          .http()
          .post('/api/personalization/interaction')
          .send({ articleId, interactionType: 'view', sessionId, metadata: { n: i } }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 202));
    const rows = await waitFor(
      async () => {
        const found = await stage.app.dataSource.query(
          `SELECT (metadata->>'n')::int AS n FROM user_interactions WHERE session_id = $1 ORDER BY 1`,
          [sessionId],
        );
        return found.length >= 150 ? found : undefined;
      },
      { what: '150 interaction rows' },
    );
    expect(rows.map((r: { n: number }) => r.n)).toEqual(Array.from({ length: 150 }, (_, i) => i));
  });

  it('records visits per session: first and last seen, page views, last path', async () => {
    for (const path of ['/', '/articles', '/article/1']) {
      const response = await stage.app.http().post('/api/visits').send({ sessionId: SESSION, path });
      expect(response.status).toBe(202);
      expect(response.body).toEqual({ accepted: true });
      // One after the other, so each visit is later than the one before.
      await waitFor(
        async () => (await stage.app.dataSource.query('SELECT last_path FROM visitor_sessions'))[0]?.last_path === path,
        {
          what: `visit ${path}`,
        },
      );
    }
    const [row] = await stage.app.dataSource.query('SELECT * FROM visitor_sessions');
    expect(row).toMatchObject({ session_id: SESSION, page_views: 3, last_path: '/article/1' });
    expect(row.last_seen_at.getTime()).toBeGreaterThan(row.first_seen_at.getTime());
  });

  it.each([
    ['without a path', { sessionId: SESSION }, 'path is required'],
    [
      'to another site',
      { sessionId: SESSION, path: 'https://evil.test/' },
      'path must be a site path such as /articles',
    ],
    [
      'with a bad session id',
      { sessionId: 'nope', path: '/' },
      'sessionId must look like session-{timestamp}-{random}',
    ],
  ])('refuses a visit %s', async (_label, body, message) => {
    const response = await stage.app.http().post('/api/visits').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('serves the queue dashboard to admins only', async () => {
    const anonymous = await stage.app.http().get('/admin/queues');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    expect((await stage.app.http().get('/admin/queues/api/queues')).status).toBe(401);

    const page = await stage.admin.get('/admin/queues');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const api = await stage.admin.get('/admin/queues/api/queues');
    expect(api.status).toBe(200);
    expect(api.body.queues.map((q: { name: string }) => q.name).sort()).toEqual([
      'email',
      'fediverse',
      'mentions',
      'pictures',
      'publishing',
      'recommendations',
      'scraping',
      'signals',
      'spotlight',
      'webhooks',
    ]);
  });
});
