import * as cheerio from 'cheerio';
import { insertArticle, insertArtist } from './support/test-data';
import { startRenderingApp } from './support/rendering-app';
import type { TestApp } from './support/test-app';
import { truncateAll } from './support/test-database';

const PUBLIC_URL = 'https://thecypher.example';
/** The JSON-LD blocks of a page, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  const $ = cheerio.load(html);
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((element) => JSON.parse($(element).text()) as Record<string, unknown>);
}

function meta($: cheerio.CheerioAPI, key: string): string | undefined {
  return $(`meta[property="${key}"], meta[name="${key}"]`).attr('content');
}

/**
 * The public pages as a crawler or a link preview sees them, with no
 * JavaScript: server-rendered headline and body, head tags, structured data,
 * real status codes, the response cache's ETag and 304, security headers.
 * Needs the web build (`npm run build:web`: web/dist and web/dist-ssr).
 */
describe('server-rendered pages', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startRenderingApp({ PUBLIC_URL });
  });
  afterAll(() => t?.close());
  beforeEach(() => truncateAll(t.dataSource));

  it('renders an article with its headline, body, canonical, Open Graph, Twitter card and NewsArticle data', async () => {
    const id = await insertArticle(t.dataSource, {
      title: 'Saint Ossie drops a surprise tape',
      excerpt: 'Twelve tracks, no features, out at midnight.',
      content: 'The first paragraph of the story.\n\nThe second paragraph, with the quote.',
      category: 'BREAKING',
    });
    const response = await t.http().get(`/article/${id}`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const $ = cheerio.load(response.text);

    expect($('#root h1').text()).toBe('Saint Ossie drops a surprise tape');
    expect($('#root').text()).toContain('The second paragraph, with the quote.');
    expect($('title').text()).toBe('Saint Ossie drops a surprise tape | The Cypher');
    expect(meta($, 'description')).toBe('Twelve tracks, no features, out at midnight.');
    expect($('link[rel="canonical"]').attr('href')).toBe(`${PUBLIC_URL}/article/${id}`);
    expect($('link[rel="alternate"][type="application/rss+xml"]').attr('href')).toBe(`${PUBLIC_URL}/rss.xml`);
    expect(meta($, 'og:type')).toBe('article');
    expect(meta($, 'og:title')).toBe('Saint Ossie drops a surprise tape | The Cypher');
    expect(meta($, 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/api/art/articles/${id}/`));
    expect(meta($, 'article:published_time')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(meta($, 'article:section')).toBe('Breaking News');
    expect(meta($, 'twitter:card')).toBe('summary_large_image');
    // The hero is asked for first, by the very address its <img> uses, before the scripts and fonts.
    const lead = $('head link[rel="preload"][as="image"]');
    expect(lead.length).toBe(1);
    expect(lead.attr('href')).toBe($('#root figure img').attr('src'));
    expect(response.text.indexOf('rel="preload" as="image"')).toBeLessThan(response.text.indexOf('<script'));

    const [article] = structuredData(response.text);
    expect(article).toEqual(
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: 'Saint Ossie drops a surprise tape',
        datePublished: expect.any(String),
        dateModified: expect.any(String),
        publisher: expect.objectContaining({ '@type': 'Organization', logo: expect.any(Object) }),
      }),
    );
    // The data the page was rendered from travels with it, under the key the browser's query uses.
    const state = JSON.parse($('#cypher-state').text());
    expect(state.queries.queries.map((query: { queryKey: unknown }) => query.queryKey)).toEqual(
      expect.arrayContaining([
        ['/api/articles', id],
        ['/api/articles', id, 'context'],
      ]),
    );
  });

  it('escapes every value: a title holding </script> closes nothing', async () => {
    const title = 'Beef </script><script>alert("x")</script> & "quotes" <b>bold</b>';
    const id = await insertArticle(t.dataSource, { title, excerpt: '</script><!-- excerpt' });
    const response = await t.http().get(`/article/${id}`).expect(200);

    expect(response.text).not.toContain('<script>alert');
    expect(response.text).not.toContain('<b>bold</b>');
    const $ = cheerio.load(response.text);
    expect($('title').text()).toBe(`${title} | The Cypher`);
    expect(meta($, 'og:title')).toBe(`${title} | The Cypher`);
    expect($('#root h1').text()).toBe(title);
    expect(structuredData(response.text)[0].headline).toBe(title);
    const state = JSON.parse($('#cypher-state').text());
    const detail = state.queries.queries.find((query: { queryKey: unknown[] }) => query.queryKey[1] === id);
    expect(detail.state.data.title).toBe(title);
    // Only the built module script and data blocks: nothing inline runs.
    const inline = $('script:not([src])')
      .toArray()
      .map((element) => $(element).attr('type'));
    expect(new Set(inline)).toEqual(new Set(['application/ld+json', 'application/json']));
  });

  it('renders the home page with Organization, WebSite and its SearchAction', async () => {
    await insertArticle(t.dataSource, { title: 'Front page story', featured: true });
    const response = await t.http().get('/').expect(200);
    const $ = cheerio.load(response.text);
    expect($('#root').text()).toContain('Front page story');
    expect($('link[rel="canonical"]').attr('href')).toBe(`${PUBLIC_URL}/`);
    expect(meta($, 'og:type')).toBe('website');
    const types = structuredData(response.text).map((data) => data['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'ItemList']));
    const site = structuredData(response.text).find((data) => data['@type'] === 'WebSite');
    expect(site?.potentialAction).toEqual(
      expect.objectContaining({
        '@type': 'SearchAction',
        target: expect.objectContaining({ urlTemplate: `${PUBLIC_URL}/search?q={search_term_string}` }),
      }),
    );
  });

  it('renders search results on the server, highlighted and not indexed', async () => {
    await insertArticle(t.dataSource, { title: 'The <i>theremin</i> in drill', content: 'An odd instrument.' });
    const response = await t.http().get('/search?q=theremin').expect(200);
    const $ = cheerio.load(response.text);
    expect($('#root h1').text()).toBe('Search');
    expect($('#root mark').first().text()).toBe('theremin');
    // Markup in content arrives as text, never as elements.
    expect($('#root i').length).toBe(0);
    expect($('#root').text()).toContain('The <i>theremin</i> in drill');
    expect(meta($, 'robots')).toBe('noindex');
    const refused = await t
      .http()
      .get(`/search?q=${'a'.repeat(1000)}`)
      .expect(200);
    expect(cheerio.load(refused.text)('#root').text()).toContain('Too Many Words');
  });

  it('renders lists with ItemList data and artists as MusicGroup profiles', async () => {
    const story = await insertArticle(t.dataSource, { title: 'Listed story', category: 'REVIEW' });
    const artist = await insertArtist(t.dataSource, {
      name: 'Lil Test',
      genre: 'Drill',
      description: 'From the block.',
    });

    const list = await t.http().get('/articles?category=REVIEW').expect(200);
    const [itemList] = structuredData(list.text);
    expect(itemList['@type']).toBe('ItemList');
    expect(itemList.itemListElement).toEqual([expect.objectContaining({ url: `${PUBLIC_URL}/article/${story}` })]);
    expect(cheerio.load(list.text)('#root').text()).toContain('Listed story');

    const profile = await t.http().get(`/artists/${artist}`).expect(200);
    const $ = cheerio.load(profile.text);
    expect($('#root h1').text()).toBe('Lil Test');
    expect(meta($, 'og:type')).toBe('profile');
    expect(structuredData(profile.text)[0]).toEqual(
      expect.objectContaining({ '@type': 'MusicGroup', name: 'Lil Test', genre: 'Drill' }),
    );
  });

  it.each([
    ['/article/999999', 'Article Not Found'],
    ['/article/abc', 'Article Not Found'],
    ['/article/0', 'Article Not Found'],
    ['/article/99999999999999', 'Article Not Found'],
    ['/article/%00', 'Article Not Found'],
    ['/artists/424242', 'Artist Not Found'],
    ['/artists/-1', 'Artist Not Found'],
    ['/newsletter/31337', 'Issue Not Found'],
    ['/category/gossip', 'Category Not Found'],
    ['/no/such/page', 'Page Not Found'],
    ['/articles/extra', 'Page Not Found'],
  ])('answers %s with 404 and the not-found screen', async (path, heading) => {
    const response = await t.http().get(path).expect(404);
    const $ = cheerio.load(response.text);
    expect($('#root h1').text()).toBe(heading);
    expect(meta($, 'robots')).toBe('noindex');
  });

  // The tag screen keeps its own heading in the browser; the status and the head say there is nothing here.
  it.each(['/tag/%20', '/tag/drill%00', '/tag/drill%00%3Cscript%3E'])(
    'answers %s (a tag no article can carry) with 404 and a noindex head',
    async (path) => {
      const response = await t.http().get(path).expect(404);
      const $ = cheerio.load(response.text);
      expect($('title').text()).toContain('Tag Not Found');
      expect(meta($, 'robots')).toBe('noindex');
    },
  );

  it('serves pages from the response cache: ETag, 304, HEAD, and a fresh page after a write', async () => {
    const id = await insertArticle(t.dataSource, { title: 'Cached headline' });
    const first = await t.http().get(`/article/${id}`).expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"/);
    const second = await t.http().get(`/article/${id}`).expect(200);
    expect(second.headers['cache-status']).toMatch(/hit/);
    expect(second.text).toBe(first.text);

    await t.http().get(`/article/${id}`).set('If-None-Match', etag).expect(304);
    const head = await t.http().head(`/article/${id}`).set('Accept-Encoding', 'gzip').expect(200);
    expect(head.headers.etag).toBe(etag);
    expect(head.text ?? '').toBe('');

    await t.dataSource.query(`UPDATE articles SET title = 'Updated headline' WHERE id = $1`, [id]);
    const after = await t.http().get(`/article/${id}`).expect(200);
    expect(cheerio.load(after.text)('#root h1').text()).toBe('Updated headline');
  });

  it('sends the security headers on pages, cached or not, and on the API', async () => {
    const id = await insertArticle(t.dataSource);
    for (const path of [`/article/${id}`, `/article/${id}`, '/no-such-page', '/api/articles']) {
      const response = await t.http().get(path);
      const csp = response.headers['content-security-policy'];
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    // The queue dashboard keeps a policy of its own (its page bootstraps inline).
    const dashboard = await t.http().get('/admin/queues');
    expect(dashboard.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
  });

  it('sends complete markup with no inline script on every public page', async () => {
    const id = await insertArticle(t.dataSource, { title: 'Any story', longMd: '## Heading\n\nBody **bold**.' });
    // Enough stories that a screen's markup outgrows the size past which React would send it apart.
    for (let index = 0; index < 40; index++) await insertArticle(t.dataSource, { title: `Filler story ${index}` });
    const artist = await insertArtist(t.dataSource);
    const paths = ['/', '/articles', '/articles?category=CULTURE', `/article/${id}`, '/artist-spotlight'];
    for (const path of [...paths, `/artists/${artist}`, '/newsletters', '/article/12345', '/nowhere']) {
      const response = await t.http().get(path);
      const $ = cheerio.load(response.text);
      const inline = $('script:not([src])')
        .toArray()
        .filter((element) => !['application/ld+json', 'application/json'].includes($(element).attr('type') ?? ''))
        .map((element) => $(element).text().slice(0, 80));
      expect({ path, inline }).toEqual({ path, inline: [] });
      expect({ path, fallbacks: $('template').length }).toEqual({ path, fallbacks: 0 });
    }
  });

  it('leaves the per-reader and admin screens to the browser', async () => {
    for (const path of ['/personalized', '/admin', '/admin-dashboard']) {
      const response = await t.http().get(path).expect(200);
      expect(response.text).toContain('<div id="root"></div>');
    }
  });
});
