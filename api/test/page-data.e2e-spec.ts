import * as cheerio from 'cheerio';
import { PUBLIC_LIST_LIMITS } from '../src/shared/contracts/query-keys';
import { insertArticle, insertArtist, insertNewsletter } from './support/test-data';
import { startRenderingApp } from './support/rendering-app';
import type { TestApp } from './support/test-app';
import { truncateAll } from './support/test-database';

/**
 * A server-rendered page hands the browser the data it was rendered from,
 * under the key of the API read the browser would make: that data must be
 * the API's answer, field for field, or the page shows (and leaks) what the
 * API would not. Needs the web build (`npm run build:web`).
 */
describe("a page's data is its API answer", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startRenderingApp({ PUBLIC_URL: 'https://thecypher.example' });
  });
  afterAll(() => t?.close());
  beforeEach(() => truncateAll(t.dataSource));

  /** The data a page carries for one query key. */
  async function pageData(path: string, queryKey: unknown[]): Promise<unknown> {
    const response = await t.http().get(path).expect(200);
    const state = JSON.parse(cheerio.load(response.text)('#cypher-state').text());
    const query = state.queries.queries.find(
      (each: { queryKey: unknown }) => JSON.stringify(each.queryKey) === JSON.stringify(queryKey),
    );
    expect({ path, queryKey, found: Boolean(query) }).toEqual({ path, queryKey, found: true });
    return query.state.data;
  }

  async function sentIssue(): Promise<number> {
    const id = await insertNewsletter(t.dataSource, { title: 'Issue with an audience' });
    // What the desk planned and whom it went to are the desk's business, not the archive's.
    await t.dataSource.query(
      `UPDATE newsletters SET status = 'sent', sent_at = now(), recipient_count = 4213 WHERE id = $1`,
      [id],
    );
    return id;
  }

  it("a newsletter issue's page carries what GET /api/newsletters/:id answers", async () => {
    const id = await sentIssue();
    const api = await t.http().get(`/api/newsletters/${id}`).expect(200);
    expect(await pageData(`/newsletter/${id}`, ['/api/newsletters', id])).toEqual(api.body);
  });

  it('the newsletter archive carries what GET /api/newsletters answers', async () => {
    await sentIssue();
    const api = await t.http().get(`/api/newsletters?limit=${PUBLIC_LIST_LIMITS.newsletters}`).expect(200);
    expect(await pageData('/newsletters', ['/api/newsletters'])).toEqual(api.body);
  });

  it("an article's and an artist's pages carry what their API reads answer", async () => {
    const article = await insertArticle(t.dataSource, { title: 'Same story on both sides' });
    const artist = await insertArtist(t.dataSource, { name: 'Same Artist Both Sides' });
    const articleApi = await t.http().get(`/api/articles/${article}`).expect(200);
    const artistApi = await t.http().get(`/api/artists/${artist}`).expect(200);
    expect(await pageData(`/article/${article}`, ['/api/articles', article])).toEqual(articleApi.body);
    expect(await pageData(`/artists/${artist}`, ['/api/artists', artist])).toEqual(artistApi.body);
  });

  it('the events page carries what GET /api/events answers', async () => {
    const api = await t.http().get(`/api/events?limit=${PUBLIC_LIST_LIMITS.events}`).expect(200);
    expect(await pageData('/events', ['/api/events'])).toEqual(api.body);
  });
});
