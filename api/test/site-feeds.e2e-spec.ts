import * as cheerio from 'cheerio';
import { insertArticle, insertArtist } from './support/test-data';
import { useTestApp } from './support/use-test-app';

const PUBLIC_URL = 'https://thecypher.example';
const HOUR = 3_600_000;

function xml(text: string): cheerio.CheerioAPI {
  return cheerio.load(text, { xml: true });
}

/** RSS, JSON Feed, the sitemaps and robots.txt, parsed the way their readers parse them. */
describe('feeds, sitemaps and robots.txt', () => {
  const t = useTestApp({ PUBLIC_URL });

  it('/rss.xml is RSS 2.0 with the latest 50 stories in full', async () => {
    for (let index = 0; index < 52; index++) {
      await insertArticle(t.dataSource, {
        title: `Story ${index} & <friends>`,
        content: `Body of story ${index}.`,
        publishedAt: new Date(Date.now() - (52 - index) * HOUR),
      });
    }
    const response = await t.http().get('/rss.xml').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const $ = xml(response.text);
    expect($('rss').attr('version')).toBe('2.0');
    expect($('channel > title').first().text()).toContain('The Cypher');
    const items = $('item').toArray();
    expect(items).toHaveLength(50);
    expect($(items[0]).find('title').text()).toBe('Story 51 & <friends>');
    expect($(items[0]).find('link').text()).toMatch(new RegExp(`^${PUBLIC_URL}/article/\\d+$`));
    expect($(items[0]).find('content\\:encoded').text()).toContain('<p>Body of story 51.</p>');
    // The same answer again comes from the response cache.
    const again = await t.http().get('/rss.xml').expect(200);
    expect(again.headers['cache-status']).toMatch(/hit/);
  });

  it('/feed.json is JSON Feed 1.1', async () => {
    const id = await insertArticle(t.dataSource, { title: 'Json story', content: 'Paragraph.' });
    const response = await t.http().get('/feed.json').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/feed\+json/);
    const feed = JSON.parse(response.text);
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.feed_url).toBe(`${PUBLIC_URL}/feed.json`);
    expect(feed.items).toEqual([
      expect.objectContaining({
        id: `${PUBLIC_URL}/article/${id}`,
        title: 'Json story',
        content_html: '<p>Paragraph.</p>',
        date_published: expect.any(String),
      }),
    ]);
  });

  it('/sitemap.xml is an index of sitemaps whose pages carry lastmod; the news sitemap holds the last 48 hours', async () => {
    const fresh = await insertArticle(t.dataSource, { title: 'Fresh story' });
    const old = await insertArticle(t.dataSource, {
      title: 'Old story',
      publishedAt: new Date(Date.now() - 72 * HOUR),
    });
    const artist = await insertArtist(t.dataSource, { name: 'Mapped Artist' });

    const index = xml((await t.http().get('/sitemap.xml').expect(200)).text);
    const sitemaps = index('sitemapindex > sitemap > loc')
      .toArray()
      .map((element) => index(element).text());
    expect(sitemaps).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/sitemaps/articles.xml`,
        `${PUBLIC_URL}/sitemaps/artists.xml`,
        `${PUBLIC_URL}/sitemaps/news.xml`,
      ]),
    );
    expect(index('sitemapindex > sitemap lastmod').length).toBeGreaterThan(0);

    const articles = xml((await t.http().get('/sitemaps/articles.xml').expect(200)).text);
    const urls = articles('urlset > url > loc')
      .toArray()
      .map((element) => articles(element).text());
    expect(urls).toEqual([`${PUBLIC_URL}/article/${fresh}`, `${PUBLIC_URL}/article/${old}`]);
    expect(articles('urlset > url > lastmod').length).toBe(2);

    const artists = xml((await t.http().get('/sitemaps/artists.xml').expect(200)).text);
    expect(artists('urlset > url > loc').text()).toBe(`${PUBLIC_URL}/artists/${artist}`);

    const news = xml((await t.http().get('/sitemaps/news.xml').expect(200)).text);
    expect(news('urlset > url > loc').text()).toBe(`${PUBLIC_URL}/article/${fresh}`);
    expect(news('news\\:title').text()).toBe('Fresh story');
  });

  it('/robots.txt names the sitemap and keeps crawlers out of the admin', async () => {
    const response = await t.http().get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(response.text).toMatch(/^Disallow: \/admin$/m);
  });
});
