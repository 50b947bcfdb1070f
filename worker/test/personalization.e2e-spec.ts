import { JobProducer } from '@api/queues/job-producer';
import { QueueName } from '@api/queues/queue-names';
import type { JobStatusView } from '@api/shared/contracts/jobs';
import type { RecommendationView } from '@api/shared/contracts/personalization';
import {
  insertFixtureArticles,
  insertInteraction,
  newSessionId,
} from '../../api/test/support/personalization-fixtures';
import { insertArtist } from '../../api/test/support/test-data';
import { truncateAll } from '../../api/test/support/test-database';
import { startTestApp, TestApp } from '../../api/test/support/test-app';
import { startWorker, waitFor, WorkerProcess } from '../../api/test/support/worker-process';
import { FakeOpenAi, startFakeOpenAi } from './support/fake-openai-server';

/**
 * The whole path: the API enqueues, a real built worker generates and stores,
 * the API reads back. Run `npm run build:server` first.
 */
describe('personalised recommendations through the API and a real worker', () => {
  let app: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  beforeEach(async () => {
    await truncateAll(app.dataSource);
    ids = await insertFixtureArticles(app.dataSource);
    // Other readers made the underground piece this week's most-read article.
    // Five readers: a session counts once per story however many signals it sent.
    for (let i = 0; i < 5; i += 1) await insertInteraction(app.dataSource, newSessionId(), ids.underground);
  });

  async function generate(
    sessionId: string,
  ): Promise<{ jobId: string; job: JobStatusView; list: RecommendationView[] }> {
    const started = await app.http().post('/api/personalization/generate').send({ sessionId });
    expect(started.status).toBe(202);
    const jobId: string = started.body.jobId;
    const job = await waitFor(
      async () => {
        const response = await app.http().get(`/api/personalization/jobs/${jobId}`).query({ sessionId });
        expect(response.status).toBe(200);
        if (response.body.state === 'failed') throw new Error(`job failed: ${response.body.failedReason}`);
        return response.body.state === 'completed' ? (response.body as JobStatusView) : null;
      },
      { what: `recommendation job ${jobId}`, timeoutMs: 30_000 },
    );
    const list = await app.http().get('/api/personalization/recommendations').query({ sessionId, limit: 8 });
    expect(list.status).toBe(200);
    return { jobId, job, list: list.body };
  }

  const savePreferences = (sessionId: string, preferences: Record<string, unknown>) =>
    app
      .http()
      .post('/api/personalization/preferences')
      .send({
        sessionId,
        preferences: { categories: [], artists: [], contentTypes: [], readingTime: 5, topics: [], ...preferences },
      })
      .expect(200);

  describe('with the local engine (no OpenAI key)', () => {
    let worker: WorkerProcess;

    beforeAll(async () => {
      worker = await startWorker({ OPENAI_API_KEY: '' });
    });
    afterAll(() => worker.stop());

    it('generates 8 recommendations for a brand-new session: a cold start with plain reasons', async () => {
      const sessionId = newSessionId();
      const { job, list } = await generate(sessionId);
      expect(job).toMatchObject({ state: 'completed', progress: 100, failedReason: null });
      expect(new Date(job.finishedAt!).getTime()).not.toBeNaN();

      expect(list).toHaveLength(8);
      // Nothing featured in these fixtures: the newest story leads, then this week's most read.
      expect(list[0].recommendationReason).toMatch(/^Our newest story: published/);
      expect(list[1]).toMatchObject({
        articleId: ids.underground,
        recommendationReason: 'Most read this week: 5 reads',
      });
      const scores = list.map((item) => item.recommendationScore);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      for (const item of list) {
        expect(item.aiModel).toBe('local-v1');
        expect(item.recommendationScore).toBeGreaterThanOrEqual(0);
        expect(item.recommendationScore).toBeLessThanOrEqual(100);
        expect(item.recommendationReason.length).toBeGreaterThan(0);
        expect(item.metadata).toEqual({ preferenceMatch: expect.any(Number), trendingScore: expect.any(Number) });
        expect(item.article.id).toBe(item.articleId);
      }
    });

    it('follows the saved preferences, and new preferences change the list', async () => {
      const sessionId = newSessionId();
      await savePreferences(sessionId, { topics: ['Trap Music'], readingTime: 5 });
      const trap = await generate(sessionId);
      expect(trap.list[0].articleId).toBe(ids.trap);
      expect(trap.list[0].recommendationReason).toBe(
        'Matches your interest in Trap Music · 4 min read fits your 5-minute reading time',
      );
      expect(trap.list[0].metadata?.preferenceMatch).toBe(100);

      await savePreferences(sessionId, { categories: ['Album Reviews'], readingTime: 10 });
      const reviews = await generate(sessionId);
      expect(
        reviews.list
          .slice(0, 2)
          .map((item) => item.articleId)
          .sort(),
      ).toEqual([ids.review, ids.mixtape].sort());
      expect(reviews.list[0].recommendationReason).toContain('Matches your interest in Album Reviews');
    });

    it('counts a followed artist as a signal: their stories rank with the reason that names them', async () => {
      const sessionId = newSessionId();
      const kendrick = await insertArtist(app.dataSource, { name: 'Kendrick Lamar' });
      await app.http().post('/api/follows').send({ sessionId, artistId: kendrick }).expect(201);
      const { list } = await generate(sessionId);
      const featured = list.find((item) => item.articleId === ids.kendrick);
      expect(featured?.recommendationReason).toMatch(/^Features Kendrick Lamar, an artist you follow/);
    });

    it('leaves out what the session already read', async () => {
      const sessionId = newSessionId();
      await insertInteraction(app.dataSource, sessionId, ids.underground);
      await insertInteraction(app.dataSource, sessionId, ids.kendrick);
      const { list } = await generate(sessionId);
      expect(list).toHaveLength(8);
      const listed = list.map((item) => item.articleId);
      expect(listed).not.toContain(ids.underground);
      expect(listed).not.toContain(ids.kendrick);
    });

    it('replaces the list on every run and de-duplicates a pending request', async () => {
      const sessionId = newSessionId();
      // The worker is fast enough to finish the first job between two requests; with the
      // queue paused the first job is surely still pending when the second request arrives.
      const queue = app.app.get(JobProducer).queue(QueueName.Recommendations);
      await queue.pause();
      try {
        const first = await app.http().post('/api/personalization/generate').send({ sessionId });
        const second = await app.http().post('/api/personalization/generate').send({ sessionId });
        expect(second.body.jobId).toBe(first.body.jobId);
      } finally {
        await queue.resume();
      }
      await generate(sessionId);
      await generate(sessionId);
      const [{ count }] = await app.dataSource.query(
        `SELECT count(*)::int AS count FROM personalized_recommendations WHERE session_id = $1`,
        [sessionId],
      );
      expect(count).toBe(8);
    });

    it('shows a job only to the session that asked for it', async () => {
      const sessionId = newSessionId();
      const { jobId } = await generate(sessionId);
      const foreign = await app.http().get(`/api/personalization/jobs/${jobId}`).query({ sessionId: newSessionId() });
      expect(foreign.status).toBe(404);
      const malformed = await app
        .http()
        .get(`/api/personalization/jobs/${jobId}`)
        .query({ sessionId: 'not-a-session' });
      expect(malformed.status).toBe(400);
    });
  });

  describe('with an OpenAI-compatible server (fake, on 127.0.0.1)', () => {
    const API_KEY = 'sk-test-fake-key-0123456789';
    let worker: WorkerProcess;
    let fake: FakeOpenAi;

    beforeAll(async () => {
      fake = await startFakeOpenAi();
      worker = await startWorker({ OPENAI_API_KEY: API_KEY, OPENAI_BASE_URL: fake.baseUrl, OPENAI_TIMEOUT_MS: '1500' });
    });
    afterAll(async () => {
      await worker.stop();
      await fake.close();
    });

    it('lets the model re-rank and write the reasons, recorded as gpt-4o-mini', async () => {
      fake.mode = 'rerank';
      const sessionId = newSessionId();
      await savePreferences(sessionId, { topics: ['Trap Music'] });
      const before = fake.requests.length;
      const { jobId, list } = await generate(sessionId);

      expect(fake.requests.length).toBe(before + 1);
      const request = fake.requests[fake.requests.length - 1];
      expect(request.authorization).toBe(`Bearer ${API_KEY}`);
      expect(request.body.model).toBe('gpt-4o-mini');
      expect(request.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
      const sent = JSON.parse(request.body.messages.find((m) => m.role === 'user')!.content);
      expect(sent.candidates.length).toBe(12);
      // The local engine ranked the trap piece first; the model put it last of the candidates, so it is not picked.
      expect(sent.candidates[0].articleId).toBe(ids.trap);
      expect(JSON.stringify(request.body)).not.toContain(sessionId);

      expect(list.map((item) => item.articleId)).toEqual(fake.lastPicks);
      expect(list.map((item) => item.articleId)).not.toContain(ids.trap);
      expect(list[0].recommendationScore).toBe(97);
      expect(list[0].recommendationReason).toMatch(/^Fake model pick 1: /);
      for (const item of list) {
        expect(item.aiModel).toBe('gpt-4o-mini');
        expect(item.metadata).toMatchObject({ preferenceMatch: expect.any(Number), trendingScore: expect.any(Number) });
        expect(item.metadata).not.toHaveProperty('fallback');
      }

      // The key lives in the worker's environment only, never in the queued job.
      const job = await app.app.get(JobProducer).queue(QueueName.Recommendations).getJob(jobId);
      expect(JSON.stringify(job?.data)).not.toContain(API_KEY);
      expect(JSON.stringify(job?.returnvalue)).not.toContain(API_KEY);
    });

    it.each([
      ['malformed JSON', 'malformed-json', 'openai-invalid-response'],
      ['a 500', 'server-error', 'openai-http-500'],
      ['a timeout', 'hang', 'openai-timeout'],
    ] as const)('falls back to the local engine on %s', async (_label, mode, fallback) => {
      fake.mode = mode;
      const sessionId = newSessionId();
      await savePreferences(sessionId, { topics: ['Trap Music'] });
      const before = fake.requests.length;
      const { list } = await generate(sessionId);

      expect(fake.requests.length).toBe(before + 1);
      expect(list).toHaveLength(8);
      expect(list[0].articleId).toBe(ids.trap);
      expect(list[0].recommendationReason).toContain('Matches your interest in Trap Music');
      for (const item of list) {
        expect(item.aiModel).toBe('local-v1');
        expect(item.metadata).toMatchObject({ fallback });
      }
    });
  });
});
