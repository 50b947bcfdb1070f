import { JobProducer } from '../src/queues/job-producer';
import { QueueName } from '../src/queues/queue-names';
import { insertFixtureArticles, newSessionId } from './support/personalization-fixtures';
import { truncateAll } from './support/test-database';
import { startTestApp, TestApp } from './support/test-app';

const PREFERENCES = { categories: ['News & Updates'], artists: [], contentTypes: [], readingTime: 5, topics: [] };

describe("a visitor's recommendations, kept per session by the response cache", () => {
  let app: TestApp;
  let articles: Record<string, number>;

  beforeAll(async () => {
    app = await startTestApp();
  });
  beforeEach(async () => {
    await truncateAll(app.dataSource);
    articles = await insertFixtureArticles(app.dataSource);
  });
  afterAll(async () => {
    // No worker runs in this file: drop the generation jobs a preference save queued.
    await app.app.get(JobProducer).queue(QueueName.Recommendations).obliterate({ force: true });
    await app.close();
  });

  /** A recommendation row as the worker writes it. */
  async function recommend(sessionId: string, articleId: number, score: number): Promise<void> {
    await app.dataSource.query(
      `INSERT INTO personalized_recommendations (session_id, article_id, recommendation_score, recommendation_reason)
       VALUES ($1, $2, $3, 'Because you read it')`,
      [sessionId, articleId, score],
    );
  }

  const read = (sessionId: string) => app.http().get('/api/personalization/recommendations').query({ sessionId });

  it('answers a known session again from the cache, privately, and another session apart', async () => {
    const mine = newSessionId();
    const theirs = newSessionId();
    const [first, second] = Object.values(articles);
    await recommend(mine, first, 0.9);
    await recommend(theirs, second, 0.8);

    const miss = await read(mine).expect(200);
    expect(miss.headers['cache-status']).toBe('cypher; fwd=miss; stored');
    expect(miss.headers['cache-control']).toBe('no-store');
    const hit = await read(mine).expect(200);
    expect(hit.headers['cache-status']).toBe('cypher; hit');
    expect(hit.headers['cache-control']).toBe('no-store');
    expect(hit.body).toEqual(miss.body);
    expect(hit.body.map((r: { articleId: number }) => r.articleId)).toEqual([first]);

    const other = await read(theirs).expect(200);
    expect(other.body.map((r: { articleId: number }) => r.articleId)).toEqual([second]);
  });

  it("drops the kept answer when the session's preferences change", async () => {
    const sessionId = newSessionId();
    await recommend(sessionId, Object.values(articles)[0], 0.9);
    await read(sessionId).expect(200);
    expect((await read(sessionId).expect(200)).headers['cache-status']).toBe('cypher; hit');

    await app.http().post('/api/personalization/preferences').send({ sessionId, preferences: PREFERENCES }).expect(200);

    expect((await read(sessionId).expect(200)).headers['cache-status']).toBe('cypher; fwd=miss; stored');
  });

  it('shows recommendations the worker wrote after the answer was kept', async () => {
    const sessionId = newSessionId();
    const [first, second] = Object.values(articles);
    await recommend(sessionId, first, 0.5);
    expect((await read(sessionId).expect(200)).body).toHaveLength(1);
    expect((await read(sessionId).expect(200)).headers['cache-status']).toBe('cypher; hit');

    await recommend(sessionId, second, 0.9);

    const fresh = await read(sessionId).expect(200);
    expect(fresh.body.map((r: { articleId: number }) => r.articleId)).toEqual([second, first]);
  });
});
