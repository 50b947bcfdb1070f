import { Queue } from 'bullmq';
import { JobName } from '../../api/src/queues/job-names';
import { QueueName } from '../../api/src/queues/queue-names';
import { waitFor } from '../../api/test/support/worker-process';
import { testRedisConnection } from './support/jobs-harness';
import { useWorkerStage } from './support/worker-stage';
import { insertArtist } from '../../api/test/support/test-data';

jest.setTimeout(120_000);

type MentionRow = { article_id: number; artist_id: number };

describe('artist matching: scraped and edited stories, added and renamed artists -> article_artist_mentions', () => {
  const artistId: Record<string, number> = {};
  const stage = useWorkerStage('mentions', {
    sources: { kind: 'news', paths: ['/feeds/news/street-wire.rss.xml'] },
    // Written straight to the table: these two exist before any story arrives, with no job of their own.
    prepare: async ({ app }) => {
      for (const name of ['Marlo Vance', 'Nas']) {
        artistId[name] = await insertArtist(app.dataSource, { name, genre: 'Hip Hop', description: 'Makes records.' });
      }
    },
    worker: { SCRAPE_TIMEOUT_MS: '1500' },
  });

  const mentions = (): Promise<MentionRow[]> =>
    stage.app.dataSource.query(
      'SELECT article_id, artist_id FROM article_artist_mentions ORDER BY article_id, artist_id',
    );
  const mentionsOfArticle = async (articleId: number) =>
    (await mentions()).filter((row) => row.article_id === articleId).map((row) => row.artist_id);
  const articleIdByTitle = async (pattern: string): Promise<number> => {
    const [row] = await stage.app.dataSource.query('SELECT id FROM articles WHERE title ILIKE $1', [pattern]);
    return row.id;
  };

  it('a scraped story is matched as it lands', async () => {
    const run = await stage.runScrape('news');
    expect(run.state).toBe('completed');
    const tour = await articleIdByTitle('Marlo Vance Announces%');
    expect(await mentionsOfArticle(tour)).toEqual([artistId['Marlo Vance']]);
    // No other scraped story names either artist.
    expect((await mentions()).length).toBe(1);
  });

  it('a story written by an admin is matched, whole words only, and matched again when edited', async () => {
    const created = await stage.admin.post('/api/articles', {
      title: 'A nasty night',
      excerpt: 'Marlo-Vance brought the dynasty.',
      content: 'Nothing else.',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    await waitFor(async () => (await mentionsOfArticle(id)).length === 1, { what: 'the new story to be matched' });
    expect(await mentionsOfArticle(id)).toEqual([artistId['Marlo Vance']]);

    const edited = await stage.admin.patch(`/api/articles/${id}`, { excerpt: 'NAS brought the dynasty.' });
    expect(edited.status).toBe(200);
    await waitFor(async () => (await mentionsOfArticle(id))[0] === artistId.Nas, { what: 'the edit to be matched' });
    expect(await mentionsOfArticle(id)).toEqual([artistId.Nas]);
  });

  it('an artist added by an admin is looked for in every story, and again when given an alias', async () => {
    const review = await articleIdByTitle('Review: Odessa Reyes%');
    const added = await stage.admin.post('/api/artists', { name: 'Odessa Reyes', genre: 'R&B', description: 'Sings.' });
    expect(added.status).toBe(201);
    artistId['Odessa Reyes'] = added.body.id;
    await waitFor(async () => (await mentionsOfArticle(review)).includes(added.body.id), {
      what: 'the new artist to be matched',
    });

    const basement = await articleIdByTitle('How Detroit%');
    expect(await mentionsOfArticle(basement)).toEqual([]);
    const renamed = await stage.admin.patch(`/api/artists/${added.body.id}`, { aliases: ['Basement Studios'] });
    expect(renamed.status).toBe(200);
    expect(renamed.body.aliases).toEqual(['Basement Studios']);
    await waitFor(async () => (await mentionsOfArticle(basement)).includes(added.body.id), {
      what: 'the alias to be matched',
    });
    expect(await mentionsOfArticle(review)).toContain(added.body.id);
  });

  it('runs twice to the same rows', async () => {
    const before = await mentions();
    const queue = new Queue(QueueName.Mentions, { connection: testRedisConnection(), prefix: stage.prefix });
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

  it('matches what changed while no matching job was queued: the sweep finds changed stories and artists', async () => {
    // Every story and artist is old and swept, as on a site running for a while.
    await stage.app.dataSource.query(`UPDATE articles SET updated_at = now() - interval '1 day'`);
    await stage.app.dataSource.query(`UPDATE artists SET updated_at = now() - interval '1 day'`);
    await stage.app.dataSource.query(
      `INSERT INTO mention_sweeps (id, swept_until) VALUES (1, now())
       ON CONFLICT (id) DO UPDATE SET swept_until = EXCLUDED.swept_until`,
    );
    // Written straight to the tables, as the API saves a write while the queue is down: no job of their own.
    const [story] = await stage.app.dataSource.query(
      `INSERT INTO articles (title, excerpt, content, category, status)
       VALUES ('Tour dates at last', 'Marlo Vance takes the record on the road.', 'Twelve cities.', 'CULTURE', 'published') RETURNING id`,
    );
    const [detroit] = await stage.app.dataSource.query(
      `INSERT INTO artists (name, genre, description, status) VALUES ('Detroit', 'Hip Hop', 'A rapper.', 'published') RETURNING id`,
    );
    const basement = await articleIdByTitle('How Detroit%');
    // A story taken off the site the same way: it names no one any more.
    const tour = await articleIdByTitle('Marlo Vance Announces%');
    expect(await mentionsOfArticle(tour)).toEqual([artistId['Marlo Vance']]);
    await stage.app.dataSource.query(`UPDATE articles SET status = 'archived', updated_at = now() WHERE id = $1`, [
      tour,
    ]);
    expect(await mentionsOfArticle(story.id)).toEqual([]);
    expect(await mentionsOfArticle(basement)).not.toContain(detroit.id);

    const queue = new Queue(QueueName.Mentions, { connection: testRedisConnection(), prefix: stage.prefix });
    try {
      const sweep = await queue.add(JobName.MatchChangedMentions, {});
      const state = await waitFor(
        async () => {
          const now = await sweep.getState();
          return now === 'completed' || now === 'failed' ? now : undefined;
        },
        { what: 'the sweep to finish' },
      );
      expect(state).toBe('completed');
      const finished = await queue.getJob(sweep.id!);
      expect(finished?.returnvalue).toMatchObject({ articles: 2, artists: 1 });
    } finally {
      await queue.close();
    }
    expect(await mentionsOfArticle(story.id)).toEqual([artistId['Marlo Vance']]);
    expect(await mentionsOfArticle(basement)).toContain(detroit.id);
    expect(await mentionsOfArticle(tour)).toEqual([]);
    await stage.app.dataSource.query(`UPDATE articles SET status = 'published' WHERE id = $1`, [tour]);
    // The sweep moved its bookmark past what it matched.
    const [bookmark] = await stage.app.dataSource.query(
      `SELECT swept_until > now() - interval '1 minute' AS moved FROM mention_sweeps`,
    );
    expect(bookmark.moved).toBe(true);
    await stage.app.dataSource.query('DELETE FROM articles WHERE id = $1', [story.id]);
    await stage.app.dataSource.query('DELETE FROM artists WHERE id = $1', [detroit.id]);
  });

  it("the artist's story reads the matches", async () => {
    const response = await stage.app.http().get(`/api/artists/${artistId['Odessa Reyes']}/story`);
    expect(response.status).toBe(200);
    expect(response.body.news.map((story: { title: string }) => story.title).sort()).toEqual([
      "How Detroit's Basement Studios Built a New Wave of Rap",
      "Review: Odessa Reyes Finds Her Voice on 'Salt & Saffron'",
    ]);
    expect(response.body.news[0]).not.toHaveProperty('content');
  });
});
