import { QueueName } from '../../api/src/queues/queue-names';
import { recordProgress } from './support/jobs-harness';
import { useScrapeSources } from './support/scrape-sources';
import { useWorkerStage } from './support/worker-stage';

const ARTICLE_COLUMNS = `id, title, excerpt, content, category, image_url, short_md, word_count, canonical_url,
  author, published_at, source, source_url, tags, created_at, updated_at`;

/** Two good feeds, then a truncated feed, a page that is no feed, a 404 and one that never answers. */
const NEWS_FEEDS = [
  '/feeds/news/street-wire.rss.xml',
  '/lm/news/culture-desk.atom.xml',
  '/feeds/broken/truncated.rss.xml',
  '/feeds/broken/homepage.html',
  '/feeds/news/gone.rss.xml',
  '/hang',
];

jest.setTimeout(90_000);

describe('news scraper: API -> queue -> worker process -> articles', () => {
  // No worker yet: the first test queues a job with none running.
  const stage = useWorkerStage('news', { sources: { kind: 'news', paths: NEWS_FEEDS } });

  const startNewsWorker = () => stage.startWorker({ SCRAPE_TIMEOUT_MS: '1500', SCRAPE_CONCURRENCY: '2' });
  const articles = () => stage.app.dataSource.query(`SELECT ${ARTICLE_COLUMNS} FROM articles ORDER BY canonical_url`);

  // Every test starts from the same place, whatever ran before it: no worker, no stories, the six
  // sources as listed with no history, and feeds that answer conditional GETs.
  beforeEach(async () => {
    await stage.worker?.stop();
    await stage.app.dataSource.query('TRUNCATE articles RESTART IDENTITY CASCADE');
    await useScrapeSources(stage.app.dataSource, 'news', stage.sources);
    stage.fixtures.conditional = true;
  });

  /** The run a test builds on: every good story stored once. */
  const firstRun = async () => {
    await startNewsWorker();
    const run = await stage.runScrape('news');
    expect(run.result?.message).toBe('Added 7 new articles from 2 sources; 0 already known; 4 sources failed');
  };

  it('is admin-only', async () => {
    const response = await stage.app.http().post('/api/admin/scrape/news');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    expect((await stage.app.http().get('/api/admin/jobs')).status).toBe(401);
  });

  it('stores every article of the good feeds, reports the broken ones, and reports progress', async () => {
    const progress = await recordProgress(QueueName.Scraping, stage.prefix);
    try {
      const first = await stage.requestScrape('news');
      expect(first.status).toBe(202);
      expect(first.body).toEqual({ jobId: expect.stringMatching(/^scrape-news-/), message: 'News scraper started.' });
      // No worker yet, so the first job is certainly still waiting: a second click follows it.
      const second = await stage.requestScrape('news');
      expect(second.status).toBe(202);
      expect(second.body.jobId).toBe(first.body.jobId);
      expect(second.body.message).toMatch(/already running/);

      await startNewsWorker();
      const run = await stage.jobEnd(first.body.jobId);
      expect(run).toMatchObject({
        id: first.body.jobId,
        name: 'scrape-news',
        state: 'completed',
        progress: 100,
        failedReason: null,
      });
      expect(run.finishedAt).toEqual(expect.any(String));
      expect(run.result?.message).toBe('Added 7 new articles from 2 sources; 0 already known; 4 sources failed');
      const failed = run.result?.failedSources as { url: string; reason: string }[];
      expect(Object.fromEntries(failed.map((f) => [f.url, f.reason]))).toEqual({
        [stage.sources[2]]: expect.stringMatching(/^malformed XML/),
        [stage.sources[3]]: 'an HTML page instead of a feed',
        [stage.sources[4]]: 'HTTP 404',
        [stage.sources[5]]: 'timed out after 1500 ms',
      });

      const values = progress.seen.get(first.body.jobId) ?? [];
      expect(values.length).toBeGreaterThan(2);
      expect(values.at(-1)).toBe(100);
      expect([...values].sort((a, b) => a - b)).toEqual(values);
      expect(values.some((value) => value > 0 && value < 100)).toBe(true);
    } finally {
      await progress.close();
    }

    const rows = await articles();
    expect(rows).toHaveLength(7);
    const byUrl = Object.fromEntries(
      rows.map((row: { canonical_url: string }) => [row.canonical_url.replace(stage.fixtures.base, ''), row]),
    );
    expect(Object.keys(byUrl).sort()).toEqual([
      '/articles/detroit-basements.html',
      '/articles/juno-blaque-interview.html',
      '/articles/lil-ferro-arrest.html',
      '/articles/marlo-vance-tour.html',
      '/articles/missing-page.html',
      '/articles/odessa-reyes-review.html',
      '/articles/queens-sunday-market.html',
    ]);

    const tour = byUrl['/articles/marlo-vance-tour.html'];
    expect(tour).toMatchObject({
      title: "Marlo Vance Announces 'Concrete Psalms' Stadium Tour With Live Band",
      category: 'BREAKING',
      author: 'Keisha Brandt',
      image_url: stage.fixtures.url('/images/marlo-vance-hero.jpg'),
      source: 'Street Wire',
      source_url: stage.fixtures.url('/articles/marlo-vance-tour.html?utm_source=rss&utm_medium=feed'),
      tags: 'Marlo Vance, Tours, Concrete Psalms',
      excerpt: 'The Houston rapper takes his third album on the road with a twelve-piece band, starting in March.',
    });
    expect(tour.published_at.toISOString()).toBe('2026-11-20T16:30:00.000Z');
    expect(tour.content).toContain('## Dates and tickets');
    expect(tour.content).not.toMatch(/<script|Share|Related/);
    expect(tour.short_md).toMatch(/^Marlo Vance is taking Concrete Psalms/);
    // The one body is the page's markdown, to its last paragraph.
    expect(tour.content).toMatch(/Third Ward, where he grew up\.\s*$/);
    expect(tour.word_count).toBeGreaterThan(150);

    expect(byUrl['/articles/odessa-reyes-review.html']).toMatchObject({ category: 'REVIEW', author: 'Tomas Achebe' });
    expect(byUrl['/articles/detroit-basements.html'].category).toBe('FEATURE');
    expect(byUrl['/articles/detroit-basements.html'].word_count).toBeGreaterThan(500);
    expect(byUrl['/articles/juno-blaque-interview.html']).toMatchObject({
      category: 'FEATURE',
      source: 'Culture Desk',
      image_url: stage.fixtures.url('/images/juno-blaque.jpg'),
    });
    expect(byUrl['/articles/lil-ferro-arrest.html'].category).toBe('BREAKING');
    expect(byUrl['/articles/queens-sunday-market.html']).toMatchObject({ category: 'CULTURE', author: 'Dre Okafor' });
    // The page itself 404s: the feed's own text stands in.
    expect(byUrl['/articles/missing-page.html']).toMatchObject({
      author: 'Priya Castellanos',
      excerpt: 'Blogs once decided which tapes broke. Now playlists and group chats do.',
    });
    expect(byUrl['/articles/missing-page.html'].content).toContain(
      'Now playlists, group chats and short video do the same job',
    );

    // The public API shows them (camelCase, newest first).
    const list = await stage.app.http().get('/api/articles');
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({
      title: tour.title,
      sourceUrl: tour.source_url,
      canonicalUrl: tour.canonical_url,
    });
  });

  it('a second run adds nothing and changes nothing (conditional GET answered 304)', async () => {
    await firstRun();
    const before = await articles();
    const feedRequests = stage.fixtures.requests.length;
    const run = await stage.runScrape('news');
    expect(run.result?.message).toBe('Added 0 new articles from 2 sources; 0 already known; 4 sources failed');
    expect(await articles()).toEqual(before);
    const goodFeeds = ['/feeds/news/street-wire.rss.xml', '/lm/news/culture-desk.atom.xml'];
    const conditional = stage.fixtures.requests.slice(feedRequests).filter((r) => goodFeeds.includes(r.path));
    expect(conditional).toEqual([
      { path: '/feeds/news/street-wire.rss.xml', status: 304, conditional: true },
      { path: '/lm/news/culture-desk.atom.xml', status: 304, conditional: true },
    ]);

    // Each source's health, as the admin's Sources tab shows it, after two runs.
    const listed = await stage.admin.get('/api/admin/sources');
    const health = new Map<string, Record<string, unknown>>(
      (listed.body as { url: string; health: Record<string, unknown> }[]).map((source) => [source.url, source.health]),
    );
    expect(health.get(stage.sources[0])).toMatchObject({
      lastStatus: 304,
      lastOutcome: 'not modified',
      itemsFound: 0,
      itemsAdded: 0,
      consecutiveFailures: 0,
      notModifiedHits: 1,
      lastFetchedAt: expect.any(String),
    });
    expect(health.get(stage.sources[4])).toMatchObject({
      lastStatus: 404,
      lastOutcome: 'failed: HTTP 404',
      consecutiveFailures: 2,
      notModifiedHits: 0,
    });
    expect(health.get(stage.sources[5])).toMatchObject({ lastStatus: null, consecutiveFailures: 2 });
  });

  it('a run against sites that ignore conditional GET still adds nothing and fetches no known page', async () => {
    await firstRun();
    stage.fixtures.conditional = false;
    const before = await articles();
    const pagesBefore = stage.fixtures.requests.filter((r) => r.path.startsWith('/articles/')).length;
    const run = await stage.runScrape('news');
    // The tour's feed link carries utm_* parameters; it is known by its normalised URL.
    expect(run.result?.message).toBe('Added 0 new articles from 2 sources; 7 already known; 4 sources failed');
    expect(await articles()).toEqual(before);
    expect(stage.fixtures.requests.filter((r) => r.path.startsWith('/articles/')).length).toBe(pagesBefore);
  });

  it('lists runs newest first for the Automation tab', async () => {
    await firstRun();
    stage.fixtures.conditional = false;
    await stage.runScrape('news');
    const response = await stage.admin.get('/api/admin/jobs?limit=2');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(2);
    expect(response.body[0]).toEqual({
      id: expect.stringMatching(/^scrape-news-/),
      name: 'scrape-news',
      state: 'completed',
      progress: 100,
      result: expect.objectContaining({ message: expect.stringContaining('7 already known') }),
      attempt: 1,
      maxAttempts: 3,
      retryReason: null,
      failedReason: null,
      createdAt: expect.any(String),
      finishedAt: expect.any(String),
    });
    expect(Date.parse(response.body[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(response.body[1].createdAt));
    expect((await stage.admin.get('/api/admin/jobs/scrape-news-nope')).status).toBe(404);
    expect((await stage.admin.get('/api/admin/jobs?limit=0')).status).toBe(400);
  });

  it('fails the run (after its retries) when every source fails, saying why', async () => {
    await useScrapeSources(stage.app.dataSource, 'news', [stage.sources[4]]);
    await stage.startWorker({ SCRAPE_TIMEOUT_MS: '1500' });
    const hitsBefore = stage.fixtures.count('/feeds/news/gone.rss.xml');
    const run = await stage.runScrape('news', 60_000);
    expect(run).toMatchObject({
      state: 'failed',
      result: null,
      failedReason: `The only news source failed: ${stage.sources[4]} (HTTP 404)`,
    });
    // Three attempts, as network work is retried.
    expect(stage.fixtures.count('/feeds/news/gone.rss.xml') - hitsBefore).toBe(3);
  });
});
