import { FOLLOWS_TOO_MANY } from '../src/modules/follows/follow-rate-limit';
import { insertArticle, insertArtist } from './support/test-data';
import { newSessionId } from './support/personalization-fixtures';
import { truncateAll } from './support/test-database';
import { uniqueName } from './support/test-env';
import { startTestApp, TestApp } from './support/test-app';

/** A story naming the artist, as the worker's matching records it. */
async function mention(app: TestApp, articleId: number, artistId: number, publishedAt: Date) {
  await app.dataSource.query(
    `INSERT INTO article_artist_mentions (article_id, artist_id, article_published_at) VALUES ($1, $2, $3)`,
    [articleId, artistId, publishedAt],
  );
}

describe('follows API', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  beforeEach(() => truncateAll(app.dataSource));
  afterAll(() => app.close());

  it('follows (201), follows again (200), lists, unfollows (204) and lists nothing', async () => {
    const sessionId = newSessionId();
    const artistId = await insertArtist(app.dataSource, { name: 'Junie Marz' });

    const first = await app.http().post('/api/follows').send({ sessionId, artistId });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ artistId, name: 'Junie Marz', followedAt: expect.any(String) });
    expect(first.headers['cache-control']).toBe('no-store');

    const again = await app.http().post('/api/follows').send({ sessionId, artistId });
    expect(again.status).toBe(200);
    expect(again.body.followedAt).toBe(first.body.followedAt);

    const list = await app.http().get('/api/follows').query({ sessionId });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ artistId, name: 'Junie Marz', followedAt: first.body.followedAt }]);

    // Another session follows nobody.
    expect((await app.http().get('/api/follows').query({ sessionId: newSessionId() })).body).toEqual([]);

    const gone = await app.http().delete(`/api/follows/${artistId}`).query({ sessionId });
    expect(gone.status).toBe(204);
    expect((await app.http().get('/api/follows').query({ sessionId })).body).toEqual([]);
    // Unfollowing again is the same success.
    expect((await app.http().delete(`/api/follows/${artistId}`).query({ sessionId })).status).toBe(204);
  });

  it('lists the most recently followed first, and leaves out an artist unpublished since', async () => {
    const sessionId = newSessionId();
    const first = await insertArtist(app.dataSource, { name: 'First Follow' });
    const second = await insertArtist(app.dataSource, { name: 'Second Follow' });
    await app.http().post('/api/follows').send({ sessionId, artistId: first }).expect(201);
    await app.http().post('/api/follows').send({ sessionId, artistId: second }).expect(201);
    const list = await app.http().get('/api/follows').query({ sessionId }).expect(200);
    expect(list.body.map((row: { name: string }) => row.name)).toEqual(['Second Follow', 'First Follow']);

    await app.dataSource.query(`UPDATE artists SET status = 'draft' WHERE id = $1`, [second]);
    const after = await app.http().get('/api/follows').query({ sessionId }).expect(200);
    expect(after.body.map((row: { name: string }) => row.name)).toEqual(['First Follow']);
  });

  it('answers 404 for an unknown or unpublished artist, storing nothing', async () => {
    const sessionId = newSessionId();
    const draft = await insertArtist(app.dataSource, { name: 'Not Yet', status: 'draft' });
    for (const artistId of [draft, draft + 1000]) {
      const response = await app.http().post('/api/follows').send({ sessionId, artistId });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: `Artist ${artistId} was not found.` });
    }
    const [{ count }] = await app.dataSource.query(`SELECT count(*)::int AS count FROM artist_follows`);
    expect(count).toBe(0);
  });

  it('answers 400 for a missing or malformed sessionId and a bad artistId, the same rule as signals', async () => {
    const artistId = await insertArtist(app.dataSource);
    const missing = await app.http().post('/api/follows').send({ artistId });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('sessionId is required.');

    for (const sessionId of ['abc', 'session-1-x', 42]) {
      const post = await app.http().post('/api/follows').send({ sessionId, artistId });
      expect(post.status).toBe(400);
      expect(post.body.message).toMatch(/sessionId/);
      const list = await app
        .http()
        .get('/api/follows')
        .query({ sessionId: String(sessionId) });
      expect(list.status).toBe(400);
      const remove = await app
        .http()
        .delete(`/api/follows/${artistId}`)
        .query({ sessionId: String(sessionId) });
      expect(remove.status).toBe(400);
    }
    expect((await app.http().get('/api/follows')).status).toBe(400);

    for (const bad of ['7', 0, -1, 1.5, null, 2 ** 31]) {
      const response = await app.http().post('/api/follows').send({ sessionId: newSessionId(), artistId: bad });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch('artistId must be a whole number from 1');
    }
    const extra = await app.http().post('/api/follows').send({ sessionId: newSessionId(), artistId, admin: true });
    expect(extra.status).toBe(400);

    const badPath = await app.http().delete('/api/follows/abc').query({ sessionId: newSessionId() });
    expect(badPath.status).toBe(400);
  });

  it('puts the newest stories about followed artists first in For You, naming the artist', async () => {
    const sessionId = newSessionId();
    const junie = await insertArtist(app.dataSource, { name: 'Junie Marz' });
    const other = await insertArtist(app.dataSource, { name: 'Someone Else' });
    const older = await insertArticle(app.dataSource, { title: 'Junie earlier', publishedAt: new Date('2026-01-01') });
    const newer = await insertArticle(app.dataSource, { title: 'Junie now', publishedAt: new Date('2026-02-01') });
    const unrelated = await insertArticle(app.dataSource, { title: 'Not about Junie' });
    await mention(app, older, junie, new Date('2026-01-01'));
    await mention(app, newer, junie, new Date('2026-02-01'));
    await mention(app, unrelated, other, new Date());
    await app.dataSource.query(
      `INSERT INTO personalized_recommendations (session_id, article_id, recommendation_score, recommendation_reason, ai_model)
       VALUES ($1, $2, 0.9, 'Popular this week', 'local-v1'), ($1, $3, 0.5, 'You read Culture', 'local-v1')`,
      [sessionId, unrelated, older],
    );

    const before = await app.http().get('/api/personalization/recommendations').query({ sessionId }).expect(200);
    expect(before.body.map((item: { articleId: number }) => item.articleId)).toEqual([unrelated, older]);

    await app.http().post('/api/follows').send({ sessionId, artistId: junie }).expect(201);
    // The same address right after the follow: the kept answer must not be served.
    const after = await app.http().get('/api/personalization/recommendations').query({ sessionId }).expect(200);
    expect(
      after.body.map((item: { articleId: number; recommendationReason: string }) => [
        item.articleId,
        item.recommendationReason,
      ]),
    ).toEqual([
      [newer, 'Because you follow Junie Marz'],
      [older, 'Because you follow Junie Marz'],
      [unrelated, 'Popular this week'],
    ]);
    expect(after.body[0].article).toMatchObject({ id: newer, title: 'Junie now' });

    await app.http().delete(`/api/follows/${junie}`).query({ sessionId }).expect(204);
    const unfollowed = await app.http().get('/api/personalization/recommendations').query({ sessionId }).expect(200);
    expect(unfollowed.body.map((item: { articleId: number }) => item.articleId)).toEqual([unrelated, older]);
  });

  it("leads For You with where the followed artists stand on the newest week's chart", async () => {
    const sessionId = newSessionId();
    const junie = await insertArtist(app.dataSource, { name: 'Junie Marz' });
    const other = await insertArtist(app.dataSource, { name: 'Someone Else' });
    await app.dataSource.query(
      `INSERT INTO chart_weeks (genre, week, failed_sources, sources_read, entries)
       VALUES ('hip-hop', '2026-W47', '[]', 1, 2), ('hip-hop', '2026-W48', '[]', 1, 2)`,
    );
    const place = (title: string, artistId: number, week: string, position: number, previous: number | null) =>
      app.dataSource.query(
        `INSERT INTO streaming_charts (song_title, artist, position, total_score, week, artist_id, previous_position,
           is_new, re_entry, weeks_on_chart, peak_position, genre, sources)
         VALUES ($1, $2, $3, 1, $4, $5, $6, $7, false, $8, $3, 'hip-hop', '[]')`,
        [
          title,
          artistId === junie ? 'Junie Marz' : 'Someone Else',
          position,
          week,
          artistId,
          previous,
          previous === null,
          previous === null ? 1 : 2,
        ],
      );
    await place('Glass House', junie, '2026-W47', 4, null);
    await place('Glass House', junie, '2026-W48', 1, 4);
    await place('Elsewhere', other, '2026-W48', 2, null);

    const moves = (id = sessionId) => app.http().get('/api/personalization/chart-moves').query({ sessionId: id });
    expect((await moves().expect(200)).body).toEqual([]);

    await app.http().post('/api/follows').send({ sessionId, artistId: junie }).expect(201);
    // The same address right after the follow: the kept answer must not be served.
    const followed = await moves().expect(200);
    expect(followed.headers['cache-control']).toContain('no-store');
    expect(
      followed.body.map((entry: { songTitle: string; week: string; position: number; previousPosition: number }) => [
        entry.songTitle,
        entry.week,
        entry.position,
        entry.previousPosition,
      ]),
    ).toEqual([['Glass House', '2026-W48', 1, 4]]);

    await app.http().delete(`/api/follows/${junie}`).query({ sessionId }).expect(204);
    expect((await moves().expect(200)).body).toEqual([]);
    const malformed = await moves('not a session').expect(400);
    expect(malformed.body.message).toEqual(expect.stringContaining('sessionId'));
  });

  it('lists its operations in the API document, so the fuzz tier sends them generated requests', async () => {
    const document = (await app.http().get('/api/docs/openapi.json').expect(200)).body;
    expect(Object.keys(document.paths['/api/follows'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(document.paths['/api/follows/{artistId}'])).toEqual(['delete']);
    expect(Object.keys(document.paths['/api/personalization/chart-moves'])).toEqual(['get']);
    expect(Object.keys(document.paths['/api/subscriptions/preferences'])).toEqual(
      expect.arrayContaining(['get', 'put']),
    );
  });

  it('limits follows and unfollows per client address with a 429', async () => {
    // Its own key prefix: the counts of the tests above, from the same address, do not reach it.
    const limited = await startTestApp({ QUEUE_PREFIX: uniqueName('cypher-follows-limit') });
    try {
      const artistId = await insertArtist(limited.dataSource);
      const sessionId = newSessionId();
      let answer = 0;
      for (let i = 0; i < 300; i += 1) {
        answer = (await limited.http().post('/api/follows').send({ sessionId, artistId })).status;
        expect([200, 201]).toContain(answer);
      }
      const refused = await limited.http().post('/api/follows').send({ sessionId, artistId });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ statusCode: 429, message: FOLLOWS_TOO_MANY });
    } finally {
      await limited.close();
    }
  });
});
