import { Queue } from 'bullmq';
import { JobName } from '../../api/src/queues/job-names';
import { QueueName } from '../../api/src/queues/queue-names';
import { loginAsAdmin } from '../../api/test/support/admin-session';
import { startTestApp, TestApp } from '../../api/test/support/test-app';
import { truncateAll } from '../../api/test/support/test-database';
import { startWorker, waitFor, WorkerProcess } from '../../api/test/support/worker-process';
import { FixtureServer } from './support/fixture-server';
import { dropQueueKeys, isolatedQueuePrefix, testRedisConnection, waitForJobEnd } from './support/jobs-harness';
import { useScrapeSources } from './support/scrape-sources';

jest.setTimeout(120_000);

type MentionRow = { article_id: number; artist_id: number };

describe('artist matching: scraped and edited stories, added and renamed artists -> article_artist_mentions', () => {
  const prefix = isolatedQueuePrefix('mentions');
  let fixtures: FixtureServer;
  let app: TestApp;
  let worker: WorkerProcess | undefined;
  let cookies: string[];
  const artistId: Record<string, number> = {};

  const mentions = (): Promise<MentionRow[]> =>
    app.dataSource.query('SELECT article_id, artist_id FROM article_artist_mentions ORDER BY article_id, artist_id');
  const mentionsOfArticle = async (articleId: number) =>
    (await mentions()).filter((row) => row.article_id === articleId).map((row) => row.artist_id);
  const articleIdByTitle = async (pattern: string): Promise<number> => {
    const [row] = await app.dataSource.query('SELECT id FROM articles WHERE title ILIKE $1', [pattern]);
    return row.id;
  };

  beforeAll(async () => {
    fixtures = await FixtureServer.start();
    app = await startTestApp({ QUEUE_PREFIX: prefix });
    await truncateAll(app.dataSource);
    await useScrapeSources(app.dataSource, 'news', [fixtures.url('/feeds/news/street-wire.rss.xml')]);
    cookies = await loginAsAdmin(app);
    // Written straight to the table: these two exist before any story arrives, with no job of their own.
    for (const name of ['Marlo Vance', 'Nas']) {
      const [row] = await app.dataSource.query(
        `INSERT INTO artists (name, genre, description, content_status) VALUES ($1, 'Hip Hop', 'Makes records.', 'published') RETURNING id`,
        [name],
      );
      artistId[name] = row.id;
    }
    worker = await startWorker({ QUEUE_PREFIX: prefix, SCRAPE_TIMEOUT_MS: '1500' });
  });

  afterAll(async () => {
    await worker?.stop();
    await app.close();
    await fixtures.close();
    await dropQueueKeys(prefix);
  });

  it('a scraped story is matched as it lands', async () => {
    const response = await app.http().post('/api/admin/scrape/news').set('Cookie', cookies).send({});
    expect(response.status).toBe(202);
    const run = await waitForJobEnd(app, cookies, response.body.jobId);
    expect(run.state).toBe('completed');
    const tour = await articleIdByTitle('Marlo Vance Announces%');
    expect(await mentionsOfArticle(tour)).toEqual([artistId['Marlo Vance']]);
    // No other scraped story names either artist.
    expect((await mentions()).length).toBe(1);
  });

  it('a story written by an admin is matched, whole words only, and matched again when edited', async () => {
    const created = await app
      .http()
      .post('/api/articles')
      .set('Cookie', cookies)
      .send({ title: 'A nasty night', excerpt: 'Marlo-Vance brought the dynasty.', content: 'Nothing else.' });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    await waitFor(async () => (await mentionsOfArticle(id)).length === 1, { what: 'the new story to be matched' });
    expect(await mentionsOfArticle(id)).toEqual([artistId['Marlo Vance']]);

    const edited = await app
      .http()
      .patch(`/api/articles/${id}`)
      .set('Cookie', cookies)
      .send({ excerpt: 'NAS brought the dynasty.' });
    expect(edited.status).toBe(200);
    await waitFor(async () => (await mentionsOfArticle(id))[0] === artistId.Nas, { what: 'the edit to be matched' });
    expect(await mentionsOfArticle(id)).toEqual([artistId.Nas]);
  });

  it('an artist added by an admin is looked for in every story, and again when given an alias', async () => {
    const review = await articleIdByTitle('Review: Odessa Reyes%');
    const added = await app
      .http()
      .post('/api/artists')
      .set('Cookie', cookies)
      .send({ name: 'Odessa Reyes', genre: 'R&B', description: 'Sings.' });
    expect(added.status).toBe(201);
    artistId['Odessa Reyes'] = added.body.id;
    await waitFor(async () => (await mentionsOfArticle(review)).includes(added.body.id), {
      what: 'the new artist to be matched',
    });

    const basement = await articleIdByTitle('How Detroit%');
    expect(await mentionsOfArticle(basement)).toEqual([]);
    const renamed = await app
      .http()
      .patch(`/api/artists/${added.body.id}`)
      .set('Cookie', cookies)
      .send({ aliases: ['Basement Studios'] });
    expect(renamed.status).toBe(200);
    expect(renamed.body.aliases).toEqual(['Basement Studios']);
    await waitFor(async () => (await mentionsOfArticle(basement)).includes(added.body.id), {
      what: 'the alias to be matched',
    });
    expect(await mentionsOfArticle(review)).toContain(added.body.id);
  });

  it('runs twice to the same rows', async () => {
    const before = await mentions();
    const queue = new Queue(QueueName.Mentions, { connection: testRedisConnection(), prefix });
    try {
      const jobs = [
        await queue.add(JobName.MatchArtistMentions, { artistId: artistId['Odessa Reyes'] }),
        await queue.add(JobName.MatchArtistMentions, { artistId: artistId['Odessa Reyes'] }),
        await queue.add(JobName.MatchArticleMentions, { articleId: before[0].article_id }),
        await queue.add(JobName.MatchArticleMentions, { articleId: before[0].article_id }),
      ];
      await waitFor(
        async () => {
          const states = await Promise.all(jobs.map((job) => job.getState()));
          return states.every((state) => state === 'completed' || state === 'failed') ? states : undefined;
        },
        { what: 'the repeated jobs to finish' },
      );
      expect(await Promise.all(jobs.map((job) => job.getState()))).toEqual(Array(4).fill('completed'));
    } finally {
      await queue.close();
    }
    expect(await mentions()).toEqual(before);
  });

  it("the artist's story reads the matches", async () => {
    const response = await app.http().get(`/api/artists/${artistId['Odessa Reyes']}/story`);
    expect(response.status).toBe(200);
    expect(response.body.news.map((story: { title: string }) => story.title).sort()).toEqual([
      "How Detroit's Basement Studios Built a New Wave of Rap",
      "Review: Odessa Reyes Finds Her Voice on 'Salt & Saffron'",
    ]);
    expect(response.body.news[0]).not.toHaveProperty('content');
  });
});
