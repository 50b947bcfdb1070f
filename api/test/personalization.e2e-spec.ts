import { GENERATE_LIMIT_PER_HOUR, GENERATE_TOO_MANY } from '../src/modules/personalization/generate-rate-limit';
import { JobProducer } from '../src/queues/job-producer';
import { QueueName } from '../src/queues/queue-names';
import { DEFAULT_PREFERENCES } from '../src/shared/contracts/personalization';
import { insertFixtureArticles, newSessionId } from './support/personalization-fixtures';
import { truncateAll } from './support/test-database';
import { startTestApp, TestApp } from './support/test-app';

const VALID = {
  categories: ['Album Reviews', 'News & Updates'],
  artists: ['  Kendrick Lamar ', 'Doechii', 'kendrick lamar', ''],
  contentTypes: ['Quick Reads'],
  readingTime: 4,
  topics: ['Trap Music'],
};

describe('personalization API', () => {
  let app: TestApp;
  /** Asks for a recommendations run, as the reader's page does. */
  const requestGeneration = (body: object) => app.http().post('/api/personalization/generate').send(body);

  beforeAll(async () => {
    app = await startTestApp();
  });
  beforeEach(() => truncateAll(app.dataSource));
  afterAll(async () => {
    // No worker runs in this file: drop the jobs it queued so no later worker picks them up.
    await app.app.get(JobProducer).queue(QueueName.Recommendations).obliterate({ force: true });
    await app.close();
  });

  describe('session ids', () => {
    it.each([
      ['GET', '/api/personalization/preferences'],
      ['GET', '/api/personalization/recommendations'],
      ['POST', '/api/personalization/generate'],
      ['POST', '/api/personalization/preferences'],
    ])('%s %s without a sessionId answers 400', async (method, path) => {
      const response =
        method === 'GET'
          ? await app.http().get(path)
          : await app
              .http()
              .post(path)
              .send(path.endsWith('preferences') ? { preferences: VALID } : {});
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: 'sessionId is required.' });
    });

    it.each(['abc', 'session-1-x', 'session-1763683200000-ABC!', `session-1763683200000-${'a'.repeat(40)}`])(
      'a malformed sessionId "%s" answers 400',
      async (sessionId) => {
        const response = await app.http().get('/api/personalization/recommendations').query({ sessionId });
        expect(response.status).toBe(400);
        expect(response.body.message).toMatch(/sessionId must look like session-\{timestamp\}-\{random\}/);
      },
    );

    it('answers 400, never 500, for odd shapes of sessionId and limit', async () => {
      const repeated = await app
        .http()
        .get('/api/personalization/preferences?sessionId=session-1763683200000-abcd&sessionId=x');
      expect(repeated.status).toBe(400);
      const numeric = await requestGeneration({ sessionId: 1763683200000 });
      expect(numeric.status).toBe(400);
      const words = await app
        .http()
        .get('/api/personalization/recommendations')
        .query({ sessionId: newSessionId(), limit: 'many' });
      expect(words.status).toBe(400);
      expect(words.body.message).toBe('limit must be a whole number');
      const weirdJob = await app
        .http()
        .get('/api/personalization/jobs/%2E%2E%2Fx')
        .query({ sessionId: newSessionId() });
      expect(weirdJob.status).toBe(404);
      // A NUL is refused in every input, route parameters included, before any lookup.
      const nulJob = await app
        .http()
        .get('/api/personalization/jobs/%2E%2E%2Fx%00')
        .query({ sessionId: newSessionId() });
      expect(nulJob.status).toBe(400);
      expect(nulJob.body.message).toBe('id contains characters that cannot be stored');
      const nullPreferences = await app
        .http()
        .post('/api/personalization/preferences')
        .send({ sessionId: newSessionId(), preferences: null });
      expect(nullPreferences.status).toBe(400);
    });
  });

  describe('preferences', () => {
    it('answers the defaults for a session that saved none, uncached', async () => {
      const response = await app.http().get('/api/personalization/preferences').query({ sessionId: newSessionId() });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ preferences: DEFAULT_PREFERENCES });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it("saves, cleans and replaces a session's preferences", async () => {
      const sessionId = newSessionId();
      const saved = await app.http().post('/api/personalization/preferences').send({ sessionId, preferences: VALID });
      expect(saved.status).toBe(200);
      const expected = { ...VALID, artists: ['Kendrick Lamar', 'Doechii'] };
      expect(saved.body).toEqual({ preferences: expected });

      const read = await app.http().get('/api/personalization/preferences').query({ sessionId });
      expect(read.body).toEqual({ preferences: expected });

      const replaced = { ...DEFAULT_PREFERENCES, topics: ['Old School Hip-Hop'], readingTime: 12 };
      await app.http().post('/api/personalization/preferences').send({ sessionId, preferences: replaced }).expect(200);
      const again = await app.http().get('/api/personalization/preferences').query({ sessionId });
      expect(again.body).toEqual({ preferences: replaced });
      const [{ count }] = await app.dataSource.query(
        `SELECT count(*)::int AS count FROM user_preferences WHERE session_id = $1`,
        [sessionId],
      );
      expect(count).toBe(1);

      // Another session is untouched.
      const other = await app.http().get('/api/personalization/preferences').query({ sessionId: newSessionId() });
      expect(other.body).toEqual({ preferences: DEFAULT_PREFERENCES });
    });

    it.each<[string, Record<string, unknown>, RegExp]>([
      [
        'an unknown category',
        { categories: ['Gossip'] },
        /preferences\.categories may only hold these choices: News & Updates, /,
      ],
      ['an unknown content type', { contentTypes: ['Memes'] }, /preferences\.contentTypes may only hold these choices/],
      ['an unknown topic', { topics: ['Drill'] }, /preferences\.topics may only hold these choices: Trap Music/],
      ['categories that are not a list', { categories: 'Events' }, /preferences\.categories must be a list/],
      ['a reading time of 0', { readingTime: 0 }, /readingTime must be a whole number of minutes from 1 to 15/],
      ['a reading time of 16', { readingTime: 16 }, /readingTime must be a whole number of minutes from 1 to 15/],
      ['a fractional reading time', { readingTime: 2.5 }, /readingTime must be a whole number of minutes from 1 to 15/],
      ['a reading time as text', { readingTime: '5' }, /readingTime must be a whole number of minutes from 1 to 15/],
      ['21 artists', { artists: Array.from({ length: 21 }, (_, i) => `Artist ${i}`) }, /at most 20 names/],
      ['a 101-character artist', { artists: ['x'.repeat(101)] }, /at most 100 characters/],
      ['an artist that is not text', { artists: [42] }, /artist names as text/],
      ['an unknown field', { mood: 'happy' }, /property mood should not exist/],
    ])('refuses %s with a 400 that says why', async (_label, change, message) => {
      const sessionId = newSessionId();
      const response = await app
        .http()
        .post('/api/personalization/preferences')
        .send({ sessionId, preferences: { ...DEFAULT_PREFERENCES, ...change } });
      expect(response.status).toBe(400);
      expect(response.body.statusCode).toBe(400);
      expect(response.body.message).toMatch(message);
      const [{ count }] = await app.dataSource.query(`SELECT count(*)::int AS count FROM user_preferences`);
      expect(count).toBe(0);
    });

    it('refuses a body without preferences', async () => {
      const response = await app.http().post('/api/personalization/preferences').send({ sessionId: newSessionId() });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(
        'preferences is required: an object with categories, artists, contentTypes, readingTime and topics.',
      );
      const notObject = await app
        .http()
        .post('/api/personalization/preferences')
        .send({ sessionId: newSessionId(), preferences: [] });
      expect(notObject.status).toBe(400);
      expect(notObject.body.message).toMatch(/^preferences is required/);
    });
  });

  describe('recommendations', () => {
    async function insertRecommendations(sessionId: string, articleIds: number[]) {
      for (const [index, articleId] of articleIds.entries()) {
        await app.dataSource.query(
          `INSERT INTO personalized_recommendations (session_id, article_id, recommendation_score, recommendation_reason, ai_model, metadata)
           VALUES ($1, $2, $3, $4, 'local-v1', $5)`,
          [
            sessionId,
            articleId,
            50 + index,
            `reason ${index}`,
            JSON.stringify({ preferenceMatch: index, trendingScore: 0 }),
          ],
        );
      }
    }

    it("lists the session's recommendations best first with their article, at most 8", async () => {
      const ids = Object.values(await insertFixtureArticles(app.dataSource));
      const sessionId = newSessionId();
      await insertRecommendations(sessionId, ids.slice(0, 10));
      await insertRecommendations(newSessionId(), ids.slice(0, 3));

      const response = await app.http().get('/api/personalization/recommendations').query({ sessionId, limit: 50 });
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toHaveLength(8);
      const scores = response.body.map((item: { recommendationScore: number }) => item.recommendationScore);
      expect(scores).toEqual([59, 58, 57, 56, 55, 54, 53, 52]);
      expect(response.body[0]).toMatchObject({
        articleId: ids[9],
        recommendationReason: 'reason 9',
        aiModel: 'local-v1',
        metadata: { preferenceMatch: 9, trendingScore: 0 },
        article: { id: ids[9], category: expect.any(String), wordCount: expect.any(Number), title: expect.any(String) },
      });

      const three = await app.http().get('/api/personalization/recommendations').query({ sessionId, limit: 3 });
      expect(three.body).toHaveLength(3);

      // An article removed after the list was made drops out of it.
      await app.dataSource.query(`DELETE FROM articles WHERE id = $1`, [ids[9]]);
      const after = await app.http().get('/api/personalization/recommendations').query({ sessionId });
      expect(after.body[0].articleId).toBe(ids[8]);
    });

    it("shows a story once: the best-scored of its outlets' reports", async () => {
      const ids = Object.values(await insertFixtureArticles(app.dataSource)).slice(0, 4);
      // The first three report one event: they share the first one's story.
      await app.dataSource.query(
        'UPDATE articles SET story_id = (SELECT story_id FROM articles WHERE id = $1) WHERE id = ANY($2::int[])',
        [ids[0], ids.slice(1, 3)],
      );
      const sessionId = newSessionId();
      await insertRecommendations(sessionId, ids);
      const response = await app.http().get('/api/personalization/recommendations').query({ sessionId });
      expect(response.body.map((item: { articleId: number }) => item.articleId)).toEqual([ids[3], ids[2]]);
    });

    it('answers an empty list for a new session and 400 for a bad limit', async () => {
      const sessionId = newSessionId();
      const empty = await app.http().get('/api/personalization/recommendations').query({ sessionId });
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual([]);
      const bad = await app.http().get('/api/personalization/recommendations').query({ sessionId, limit: 0 });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('limit must be at least 1');
    });
  });

  describe('generation jobs (no worker running, so jobs stay pending)', () => {
    it('gives a session the same job while it is pending, and shows it only to that session', async () => {
      const sessionId = newSessionId();
      const first = await requestGeneration({ sessionId });
      expect(first.status).toBe(202);
      expect(first.body).toEqual({ jobId: expect.any(String) });
      const second = await requestGeneration({ sessionId });
      expect(second.status).toBe(202);
      expect(second.body.jobId).toBe(first.body.jobId);

      const otherSession = newSessionId();
      const other = await requestGeneration({ sessionId: otherSession });
      expect(other.body.jobId).not.toBe(first.body.jobId);

      const own = await app.http().get(`/api/personalization/jobs/${first.body.jobId}`).query({ sessionId });
      expect(own.status).toBe(200);
      expect(own.headers['cache-control']).toBe('no-store');
      expect(own.body).toEqual({
        id: first.body.jobId,
        state: 'waiting',
        progress: 0,
        failedReason: null,
        finishedAt: null,
      });

      const foreign = await app
        .http()
        .get(`/api/personalization/jobs/${first.body.jobId}`)
        .query({ sessionId: otherSession });
      expect(foreign.status).toBe(404);
      expect(foreign.body.statusCode).toBe(404);

      const unknown = await app.http().get('/api/personalization/jobs/no-such-job').query({ sessionId });
      expect(unknown.status).toBe(404);
      const noSession = await app.http().get(`/api/personalization/jobs/${first.body.jobId}`);
      expect(noSession.status).toBe(400);
    });

    it('caps generate requests per client address', async () => {
      // Behind a trusted proxy with an address of its own, so this test's count touches no other test.
      const proxied = await startTestApp({ TRUST_PROXY: 'true' });
      try {
        const sessionId = newSessionId();
        const statuses: number[] = [];
        for (let i = 0; i <= GENERATE_LIMIT_PER_HOUR; i += 1) {
          const response = await proxied
            .http()
            .post('/api/personalization/generate')
            .set('X-Forwarded-For', '203.0.113.9')
            .send({ sessionId });
          statuses.push(response.status);
          if (response.status === 429) expect(response.body.message).toBe(GENERATE_TOO_MANY);
        }
        expect(statuses.slice(0, GENERATE_LIMIT_PER_HOUR).every((status) => status === 202)).toBe(true);
        expect(statuses[GENERATE_LIMIT_PER_HOUR]).toBe(429);
        const elsewhere = await proxied
          .http()
          .post('/api/personalization/generate')
          .set('X-Forwarded-For', '203.0.113.10')
          .send({ sessionId });
        expect(elsewhere.status).toBe(202);
      } finally {
        await proxied.close();
      }
    });

    it('refuses unknown fields in the generate body', async () => {
      const response = await requestGeneration({ sessionId: newSessionId(), model: 'x' });
      expect(response.status).toBe(400);
    });
  });
});
