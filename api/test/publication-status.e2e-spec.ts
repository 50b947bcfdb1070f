import { join } from 'node:path';
import { ArticleRankingStore } from '../src/modules/articles/article-ranking.store';
import { currentIsoWeek } from '../src/shared/domain/iso-week';
import { insertArticle, insertArtist, spotlight, type ArticleRow } from './support/test-data';
import { useSignedInAdmin } from './support/signed-in-admin';

const HOUR = 3_600_000;
const SESSION = 'session-1763683200000-abcd1234';

/** Every public read shows published content only; the admin sees every status and sets it. */
describe('publication status', () => {
  // The web build is served so the server-rendered pages are read too.
  const { app, get, post, patch } = useSignedInAdmin({ WEB_DIST_DIR: join(__dirname, '..', '..', 'web', 'dist') });
  const http = () => app().http();
  let ids: { published: number; draft: number; scheduled: number; archived: number };
  let artists: { shown: number; hidden: number };

  /** One story and one artist of each kind, every hidden one naming the same words as the shown one. */
  beforeEach(async () => {
    const story = (title: string, status: ArticleRow['status'], extra: Record<string, unknown> = {}) =>
      insertArticle(app().dataSource, {
        title,
        content: `${title}: zebra beats from Queens.`,
        tags: 'zebra',
        status,
        publishedAt: new Date(Date.now() - HOUR),
        ...extra,
      });
    ids = {
      published: await story('Published zebra story', 'published'),
      draft: await story('Draft zebra story', 'draft', { publishedAt: new Date() }),
      scheduled: await story('Scheduled zebra story', 'scheduled', { publishAt: new Date(Date.now() + 24 * HOUR) }),
      archived: await story('Archived zebra story', 'archived'),
    };
    artists = {
      shown: await insertArtist(app().dataSource, { name: 'Visible Vee' }),
      hidden: await insertArtist(app().dataSource, { name: 'Hidden Hal', status: 'draft' }),
    };
    await spotlight(app().dataSource, currentIsoWeek(), [artists.shown, artists.hidden]);
    for (const articleId of Object.values(ids)) {
      await app().dataSource.query(
        `INSERT INTO article_artist_mentions (article_id, artist_id, article_published_at)
         SELECT $1, $2, published_at FROM articles WHERE id = $1`,
        [articleId, artists.shown],
      );
    }
  });

  const hiddenTitles = ['Draft zebra story', 'Scheduled zebra story', 'Archived zebra story'];
  const expectOnlyPublished = (text: string) => {
    expect(text).toContain('Published zebra story');
    for (const title of hiddenTitles) expect(text).not.toContain(title);
    expect(text).not.toContain('Hidden Hal');
  };
  const titles = (body: { title: string }[]) => body.map((item) => item.title);

  it('lists, pages and counts published stories only, by category and by tag too', async () => {
    for (const path of ['/api/articles', '/api/articles?category=CULTURE', '/api/articles?tag=zebra']) {
      const list = await http().get(path).expect(200);
      expect(titles(list.body)).toEqual(['Published zebra story']);
      expect(list.headers['x-total-count']).toBe('1');
    }
  });

  it('answers 404 for an unpublished story, its page, its context and its related stories', async () => {
    await http().get(`/api/articles/${ids.published}`).expect(200);
    await http().get(`/article/${ids.published}`).expect(200);
    for (const id of [ids.draft, ids.scheduled, ids.archived]) {
      await http().get(`/api/articles/${id}`).expect(404);
      await http().get(`/api/articles/${id}/context`).expect(404);
      await http().get(`/api/articles/${id}/related`).expect(404);
      await http().get(`/article/${id}`).expect(404);
    }
  });

  it('takes reading signals for published stories only: an unpublished one is as unknown as a missing one', async () => {
    const signal = (articleId: number) =>
      http()
        .post('/api/personalization/interaction')
        .send({ sessionId: 'session-1764000000000-status', articleId, interactionType: 'view' });
    expect((await signal(ids.published)).status).toBe(202);
    for (const id of [ids.draft, ids.scheduled, ids.archived]) {
      const refused = await signal(id);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(`Article ${id} was not found.`);
    }
  });

  it('draws artwork for published stories and artists only, and stops when one is unpublished', async () => {
    const cover = (id: number) => `/api/art/articles/${id}/cover.svg`;
    const portrait = (id: number) => `/api/art/artists/${id}/portrait.svg`;
    expect((await http().get(cover(ids.published)).expect(200)).headers['content-type']).toContain('image/svg+xml');
    await http().get(portrait(artists.shown)).expect(200);
    for (const id of [ids.draft, ids.scheduled, ids.archived]) {
      const refused = await http().get(cover(id)).expect(404);
      expect(refused.headers['content-type']).not.toContain('svg');
    }
    await http().get(portrait(artists.hidden)).expect(404);

    // Archived after being drawn: its address stops answering too.
    expect((await patch(`/api/articles/${ids.published}`, { status: 'archived' })).status).toBe(200);
    await http().get(cover(ids.published)).expect(404);
    expect((await patch(`/api/artists/${artists.shown}`, { status: 'draft' })).status).toBe(200);
    await http().get(portrait(artists.shown)).expect(404);
  });

  it('keeps unpublished stories out of the pages, feeds, sitemaps and search', async () => {
    for (const path of [
      '/',
      '/articles',
      '/category/culture',
      '/tag/zebra',
      '/search?q=zebra',
      '/rss.xml',
      '/feed.json',
    ]) {
      expectOnlyPublished((await http().get(path).expect(200)).text);
    }
    for (const path of ['/sitemaps/articles.xml', '/sitemaps/news.xml']) {
      const text = (await http().get(path).expect(200)).text;
      expect(text).toContain(`/article/${ids.published}<`);
      for (const id of [ids.draft, ids.scheduled, ids.archived]) expect(text).not.toContain(`/article/${id}<`);
    }
    const search = await http().get('/api/search?q=zebra').expect(200);
    const articleHits = search.body.groups.find((group: { type: string }) => group.type === 'articles');
    expect(articleHits.hits.map((hit: { id: number }) => hit.id)).toEqual([ids.published]);
    const hal = await http().get('/api/search?q=Hidden%20Hal&type=artists').expect(200);
    expect(hal.body.groups[0].hits).toEqual([]);
  });

  it("keeps unpublished artists off the roster, the spotlight, their profile and a story's artist chips", async () => {
    const roster = await http().get('/api/artists').expect(200);
    expect(roster.body.map((a: { name: string }) => a.name)).toEqual(['Visible Vee']);
    expect(roster.headers['x-total-count']).toBe('1');
    const spotlit = await http().get('/api/artists/spotlight').expect(200);
    expect(spotlit.body.map((a: { name: string }) => a.name)).toEqual(['Visible Vee']);
    await http().get(`/api/artists/${artists.hidden}`).expect(404);
    await http().get(`/api/artists/${artists.hidden}/story`).expect(404);
    await http().get(`/artists/${artists.hidden}`).expect(404);
    const spotlightPage = (await http().get('/artist-spotlight').expect(200)).text;
    expect(spotlightPage).toContain('Visible Vee');
    expect(spotlightPage).not.toContain('Hidden Hal');
    expect((await http().get('/sitemaps/artists.xml').expect(200)).text).not.toContain(`/artists/${artists.hidden}<`);
  });

  it("shows only published stories 'In the news' of an artist, and in recommendations", async () => {
    const story = await http().get(`/api/artists/${artists.shown}/story`).expect(200);
    expect(titles(story.body.news)).toEqual(['Published zebra story']);

    for (const [index, articleId] of Object.values(ids).entries()) {
      await app().dataSource.query(
        `INSERT INTO personalized_recommendations (session_id, article_id, recommendation_score, recommendation_reason)
         VALUES ($1, $2, $3, 'because')`,
        [SESSION, articleId, 10 - index],
      );
    }
    const recommended = await http().get(`/api/personalization/recommendations?sessionId=${SESSION}`).expect(200);
    expect(recommended.body.map((r: { articleId: number }) => r.articleId)).toEqual([ids.published]);

    // What the worker's recommendation engine ranks: published stories only, even when asked for others by id.
    const ranking = await app()
      .app.get(ArticleRankingStore)
      .forRanking({ newest: 10, alsoIds: [ids.draft], textChars: 100 });
    expect(ranking.map((article) => article.id)).toEqual([ids.published]);
  });

  it('publishing a draft puts it on every cached read at once; unpublishing takes it off', async () => {
    // Read (and cache) every answer first.
    expect(titles((await http().get('/api/articles').expect(200)).body)).toEqual(['Published zebra story']);
    await http().get(`/api/articles/${ids.draft}`).expect(404);
    expect((await http().get('/').expect(200)).text).not.toContain('Draft zebra story');

    const published = await patch(`/api/articles/${ids.draft}`, { status: 'published' });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', publishAt: null });
    // Going public stamps it as new.
    expect(Date.parse(published.body.publishedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(titles((await http().get('/api/articles').expect(200)).body)).toEqual([
      'Draft zebra story',
      'Published zebra story',
    ]);
    await http().get(`/api/articles/${ids.draft}`).expect(200);
    expect((await http().get('/').expect(200)).text).toContain('Draft zebra story');

    expect((await patch(`/api/articles/${ids.published}`, { status: 'archived' })).status).toBe(200);
    await http().get(`/api/articles/${ids.published}`).expect(404);
    await http().get(`/article/${ids.published}`).expect(404);
    expect(titles((await http().get('/api/articles').expect(200)).body)).toEqual(['Draft zebra story']);
  });

  describe('the admin', () => {
    it('lists every status, or one, whole; only for an admin', async () => {
      const all = await get('/api/admin/articles').expect(200);
      expect(all.headers['x-total-count']).toBe('4');
      expect(all.body.map((a: { status: string }) => a.status).sort()).toEqual([
        'archived',
        'draft',
        'published',
        'scheduled',
      ]);
      expect(all.body[0]).toHaveProperty('content');
      for (const status of ['draft', 'scheduled', 'published', 'archived'] as const) {
        const one = await get(`/api/admin/articles?status=${status}`).expect(200);
        expect(one.body.map((a: { id: number }) => a.id)).toEqual([ids[status]]);
      }
      const scheduled = (await get('/api/admin/articles?status=scheduled')).body[0];
      expect(Date.parse(scheduled.publishAt)).toBeGreaterThan(Date.now());

      const artistList = await get('/api/admin/artists?status=draft').expect(200);
      expect(artistList.body.map((a: { name: string; contentStatus: string }) => [a.name, a.contentStatus])).toEqual([
        ['Hidden Hal', 'draft'],
      ]);
      expect((await get('/api/admin/artists')).headers['x-total-count']).toBe('2');

      const bad = await get('/api/admin/articles?status=live');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('status must be one of draft, scheduled, published, archived');
      await http().get('/api/admin/articles').expect(401);
      await http().get('/api/admin/artists').expect(401);
    });

    it('writes published when no status is given, and each status when asked', async () => {
      const body = { title: 'T', excerpt: 'E', content: 'C' };
      expect((await post('/api/articles', body)).body).toMatchObject({ status: 'published', publishAt: null });
      expect((await post('/api/articles', { ...body, status: 'draft' })).body).toMatchObject({ status: 'draft' });
      const at = new Date(Date.now() + 2 * HOUR).toISOString();
      const scheduled = await post('/api/articles', { ...body, status: 'scheduled', publishAt: at });
      expect(scheduled.status).toBe(201);
      expect(scheduled.body).toMatchObject({ status: 'scheduled', publishAt: at });
      // An edit without a status keeps it; a new time reschedules.
      const later = new Date(Date.now() + 3 * HOUR).toISOString();
      expect((await patch(`/api/articles/${scheduled.body.id}`, { title: 'T2' })).body).toMatchObject({
        status: 'scheduled',
        publishAt: at,
      });
      expect((await patch(`/api/articles/${scheduled.body.id}`, { publishAt: later })).body.publishAt).toBe(later);
      expect((await patch(`/api/articles/${scheduled.body.id}`, { status: 'draft' })).body).toMatchObject({
        status: 'draft',
        publishAt: null,
      });

      const artist = await post('/api/artists', { name: 'N', genre: 'G', description: 'D', contentStatus: 'draft' });
      expect(artist.body).toMatchObject({ status: 'draft', contentStatus: 'draft' });
      const artistScheduled = await patch(`/api/artists/${artist.body.id}`, { status: 'scheduled', publishAt: at });
      expect(artistScheduled.body).toMatchObject({ status: 'scheduled', contentStatus: 'draft', publishAt: at });
    });

    it('refuses a bad status or schedule with a 400 that says how to fix it', async () => {
      const body = { title: 'T', excerpt: 'E', content: 'C' };
      const past = new Date(Date.now() - HOUR).toISOString();
      const future = new Date(Date.now() + HOUR).toISOString();
      const cases: [object, string][] = [
        [{ status: 'live' }, 'Status must be one of draft, scheduled, published, archived'],
        [{ status: null }, 'Status must be one of draft, scheduled, published, archived'],
        [{ status: 'scheduled' }, 'publishAt is required when status is scheduled'],
        [{ status: 'scheduled', publishAt: '' }, 'publishAt is required when status is scheduled'],
        [{ status: 'scheduled', publishAt: past }, 'publishAt must be in the future'],
        [{ status: 'scheduled', publishAt: 'tomorrow' }, 'publishAt must be an ISO 8601 date and time'],
        [{ status: 'scheduled', publishAt: '2030-01-01T10:00' }, 'publishAt must be an ISO 8601 date and time'],
        [{ status: 'draft', publishAt: future }, 'publishAt can only be set when status is scheduled'],
        [{ publishAt: future }, 'publishAt can only be set when status is scheduled'],
      ];
      for (const [fields, message] of cases) {
        const response = await post('/api/articles', { ...body, ...fields });
        expect({ fields, status: response.status }).toEqual({ fields, status: 400 });
        expect(JSON.stringify(response.body.message)).toContain(message);
      }
      // An edit of a published story cannot schedule it in the past either.
      const edit = await patch(`/api/articles/${ids.published}`, { status: 'scheduled', publishAt: past });
      expect(edit.status).toBe(400);
      const artist = await post('/api/artists', {
        name: 'N',
        genre: 'G',
        description: 'D',
        status: 'published',
        contentStatus: 'draft',
      });
      expect(artist.status).toBe(400);
      expect(artist.body.message).toContain('contentStatus draft disagrees with status published');
      expect((await get('/api/admin/articles')).headers['x-total-count']).toBe('4');
    });
  });
});
