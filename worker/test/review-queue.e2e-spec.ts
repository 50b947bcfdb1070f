import { useWorkerStage } from './support/worker-stage';

const REVIEWED_FEEDS = ['/feeds/news/street-wire.rss.xml', '/lm/news/culture-desk.atom.xml'];

jest.setTimeout(90_000);

/** A source under review: its stories land as drafts, and an editor publishes, edits or discards them. */
describe('review queue for scraped stories', () => {
  const stage = useWorkerStage('review', {
    sources: { kind: 'news', paths: REVIEWED_FEEDS },
    worker: { SCRAPE_TIMEOUT_MS: '1500' },
  });
  const titlesOf = (body: { title: string }[]) => body.map((article) => article.title).sort();
  const sourceId = async (url: string) =>
    (await stage.app.dataSource.query('SELECT id FROM scrape_sources WHERE url = $1', [url]))[0].id as number;
  const publicIds = async () =>
    (await stage.app.http().get('/api/articles?limit=100')).body.map((article: { id: number }) => article.id);

  it('holds the stories of a source under review as drafts; the other source publishes at once', async () => {
    const [underReview, atOnce] = stage.sources;
    const policy = await stage.admin.patch(`/api/admin/sources/${await sourceId(underReview)}`, { policy: 'review' });
    expect(policy.body).toMatchObject({ policy: 'review' });

    const run = await stage.runScrape('news');
    expect(run.state).toBe('completed');
    const rows: { id: number; status: string; canonical_url: string }[] = await stage.app.dataSource.query(
      'SELECT id, status, canonical_url FROM articles ORDER BY id',
    );
    const held = rows.filter((row) => row.canonical_url.includes('street-wire') || row.status === 'draft');
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((row) => row.status === 'draft')).toBe(true);
    const published = rows.filter((row) => row.status === 'published');
    expect(published.length).toBeGreaterThan(0);
    expect(published.length + held.length).toBe(rows.length);
    expect(atOnce).toContain('culture-desk');

    const queue = await stage.admin.get('/api/admin/review');
    expect(queue.status).toBe(200);
    expect(queue.headers['x-total-count']).toBe(String(held.length));
    expect(queue.body.map((article: { id: number }) => article.id).sort()).toEqual(held.map((row) => row.id).sort());
    expect(queue.body[0]).toMatchObject({ status: 'draft', content: expect.any(String) });
    const readers = await publicIds();
    for (const row of held) expect(readers).not.toContain(row.id);
    for (const row of published) expect(readers).toContain(row.id);
    expect((await stage.app.http().get('/api/admin/review')).status).toBe(401);
  });

  it('publishes one as it is, another after an edit, and discards the rest for good', async () => {
    const queue = (await stage.admin.get('/api/admin/review')).body as { id: number; title: string }[];
    expect(queue.length).toBeGreaterThanOrEqual(2);
    const [first, second, ...rest] = queue;

    const published = await stage.admin.post(`/api/admin/review/${first.id}`, { decision: 'publish' });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ id: first.id, status: 'published' });
    expect(Date.parse(published.body.publishedAt)).toBeGreaterThan(Date.now() - 60_000);
    await stage.app.http().get(`/api/articles/${first.id}`).expect(200);

    const edited = await stage.admin.patch(`/api/articles/${second.id}`, { title: 'Edited by the desk' });
    expect(edited.body).toMatchObject({ title: 'Edited by the desk', status: 'draft' });
    await stage.app.http().get(`/api/articles/${second.id}`).expect(404);
    expect((await stage.admin.post(`/api/admin/review/${second.id}`, { decision: 'publish' })).status).toBe(200);
    expect((await stage.app.http().get(`/api/articles/${second.id}`).expect(200)).body.title).toBe(
      'Edited by the desk',
    );

    for (const article of rest) {
      const discarded = await stage.admin.post(`/api/admin/review/${article.id}`, { decision: 'discard' });
      expect(discarded.body).toMatchObject({ status: 'archived' });
      await stage.app.http().get(`/api/articles/${article.id}`).expect(404);
    }
    expect((await stage.admin.get('/api/admin/review')).body).toEqual([]);

    // Decided stories are not in the queue to decide again; a bad decision is a 400 naming the choices.
    const again = await stage.admin.post(`/api/admin/review/${first.id}`, { decision: 'discard' });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(`Article ${first.id} is not a scraped story waiting for review.`);
    const bad = await stage.admin.post(`/api/admin/review/${second.id}`, { decision: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('decision must be one of publish, discard');
    expect((await stage.admin.post(`/api/admin/review/${second.id}`, {})).status).toBe(400);

    // The scraper knows every story by its address: a discarded one never comes back, nothing is re-added.
    const before = titlesOf(await stage.app.dataSource.query('SELECT title FROM articles'));
    await stage.app.dataSource.query('UPDATE scrape_sources SET etag = NULL, last_modified = NULL');
    const rerun = await stage.runScrape('news');
    expect(rerun.state).toBe('completed');
    expect(titlesOf(await stage.app.dataSource.query('SELECT title FROM articles'))).toEqual(before);
    expect((await stage.admin.get('/api/admin/review')).body).toEqual([]);
  });
});
