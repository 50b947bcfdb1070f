import * as cheerio from 'cheerio';
import { join } from 'node:path';
import { insertArticle, insertArtist } from './support/test-data';
import { useTestApp } from './support/use-test-app';

const WEB_DIST = join(__dirname, '..', '..', 'web', 'dist');
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/**
 * The article page's own small read (GET /api/articles/:id/context): the
 * stories to read next, and the artists the story names with its related
 * stories (the answer of /related, carried along so the page makes one
 * request), the same data the server-rendered page hands the browser instead
 * of the whole list and roster.
 */
describe('article context', () => {
  const t = useTestApp({ WEB_DIST_DIR: WEB_DIST });
  let storyId: number;
  const ids: Record<string, number> = {};

  beforeEach(async () => {
    storyId = await insertArticle(t.dataSource, { title: 'The story', category: 'REVIEW', publishedAt: hoursAgo(1) });
    await t.dataSource.query(`UPDATE articles SET tags = $1 WHERE id = $2`, [
      ' Nova Verse ,tape, saint ossie',
      storyId,
    ]);
    for (const [name, category, hours] of [
      ['newest culture', 'CULTURE', 2],
      ['old review', 'REVIEW', 50],
      ['newer review', 'REVIEW', 10],
      ['older culture', 'CULTURE', 30],
      ['oldest culture', 'CULTURE', 90],
    ] as const) {
      ids[name] = await insertArticle(t.dataSource, { title: name, category, publishedAt: hoursAgo(hours) });
    }
    ids.nova = await insertArtist(t.dataSource, { name: 'Nova Verse', genre: 'Alt Rap' });
    ids.ossie = await insertArtist(t.dataSource, { name: 'Saint Ossie' });
    await insertArtist(t.dataSource, { name: 'Not Named' });
  });

  it('offers the same category first, then the newest of the rest, and carries the related read as /related answers it', async () => {
    const { body } = await t.http().get(`/api/articles/${storyId}/context`).expect(200);
    expect(body.moreStories.map((story: { title: string }) => story.title)).toEqual([
      'newer review',
      'old review',
      'newest culture',
      'older culture',
    ]);
    expect(Object.keys(body.moreStories[0]).sort()).toEqual(['category', 'id', 'imageUrl', 'publishedAt', 'title']);
    // The artists the story names are the worker's matches, as the chips show them.
    await t.dataSource.query(
      `INSERT INTO article_artist_mentions (article_id, artist_id, article_published_at) VALUES ($1, $2, now()), ($1, $3, now())`,
      [storyId, ids.nova, ids.ossie],
    );
    const fresh = await t.http().get(`/api/articles/${storyId}/context`).expect(200);
    const related = await t.http().get(`/api/articles/${storyId}/related`).expect(200);
    expect(fresh.body.related).toEqual(related.body);
    expect(fresh.body.related.artists.map((artist: { id: number }) => artist.id).sort()).toEqual(
      [ids.nova, ids.ossie].sort(),
    );
    expect(Object.keys(fresh.body).sort()).toEqual(['moreStories', 'related']);
  });

  it('answers 404 for an unknown story and 400 for a malformed id', async () => {
    await t.http().get('/api/articles/999999/context').expect(404);
    await t.http().get('/api/articles/abc/context').expect(400);
  });

  it('is what the article page hands the browser, without the article list or the artist roster', async () => {
    const page = await t.http().get(`/article/${storyId}`).expect(200);
    const state = JSON.parse(cheerio.load(page.text)('#cypher-state').text()) as {
      queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    };
    const keys = state.queries.queries.map((query) => query.queryKey);
    // One read around the story: the browser finds it under the key it asks for and makes no second request.
    expect(keys).toEqual([
      ['/api/articles', storyId],
      ['/api/articles', storyId, 'context'],
    ]);
    const { body } = await t.http().get(`/api/articles/${storyId}/context`).expect(200);
    expect(state.queries.queries[1].state.data).toEqual(body);
    // The stories to read next are in the server's HTML.
    const html = cheerio.load(page.text);
    expect(html('#more-stories').text()).toMatch(/^More from /);
    expect(html('section[aria-labelledby="more-stories"] li')).toHaveLength(4);
  });
});
