import * as cheerio from 'cheerio';
import { insertArticle } from './support/test-data';
import { startRenderingApp } from './support/rendering-app';
import type { TestApp } from './support/test-app';
import { truncateAll } from './support/test-database';

const PUBLIC_URL = 'https://thecypher.example';
const canonicalOf = (html: string) => cheerio.load(html)('link[rel="canonical"]').attr('href');

/** A story's address carries its slug: /article/:id/:slug opens it, and the head names that address. */
describe('the article address with its slug', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startRenderingApp({ PUBLIC_URL });
    await truncateAll(t.dataSource);
  });
  afterAll(() => t?.close());

  it('serves /article/:id and /article/:id/:slug alike, each naming the slug address as canonical', async () => {
    const id = await insertArticle(t.dataSource, { title: 'Saint Ossie drops a surprise tape' });
    await t.dataSource.query(`UPDATE articles SET slug = 'saint-ossie-surprise-tape' WHERE id = $1`, [id]);
    const canonical = `${PUBLIC_URL}/article/${id}/saint-ossie-surprise-tape`;

    for (const path of [`/article/${id}`, `/article/${id}/saint-ossie-surprise-tape`, `/article/${id}/an-old-slug`]) {
      const page = await t.http().get(path).expect(200);
      expect(cheerio.load(page.text)('#root h1').text()).toBe('Saint Ossie drops a surprise tape');
      expect(canonicalOf(page.text)).toBe(canonical);
    }
  });

  it('keeps /article/:id as the canonical address of a story without a slug, and 404s a missing one under either', async () => {
    const id = await insertArticle(t.dataSource, { title: 'No slug here' });
    const page = await t.http().get(`/article/${id}`).expect(200);
    expect(canonicalOf(page.text)).toBe(`${PUBLIC_URL}/article/${id}`);
    await t
      .http()
      .get(`/article/${id + 1000}/whatever`)
      .expect(404);
    await t
      .http()
      .get(`/article/${id + 1000}`)
      .expect(404);
  });
});
