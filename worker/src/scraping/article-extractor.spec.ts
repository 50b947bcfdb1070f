import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeUrl } from './normalize-url';
import { ParsingPool } from './parsing/parsing-pool';

const BASE = 'http://news.test';
// Pages are parsed where the worker parses them: in a worker thread.
let pool: ParsingPool;
beforeAll(() => (pool = new ParsingPool({ timeoutMs: 20_000, threads: 1 })));
afterAll(() => pool.close());

const page = (name: string) =>
  pool.run({
    kind: 'page',
    html: readFileSync(join(__dirname, '../../test/fixtures/articles', name), 'utf8').replace(/\{\{BASE\}\}/g, BASE),
    url: `${BASE}/articles/${name}?utm_source=rss`,
  });

describe('extractArticle', () => {
  it('reads canonical URL, hero image, author, publish time and the article body without chrome', async () => {
    const article = await page('marlo-vance-tour.html');
    expect(article.canonicalUrl).toBe(`${BASE}/articles/marlo-vance-tour.html`);
    expect(article.imageUrl).toBe(`${BASE}/images/marlo-vance-hero.jpg`);
    expect(article.author).toBe('Keisha Brandt');
    expect(article.publishedAt?.toISOString()).toBe('2026-11-20T16:30:00.000Z');
    expect(article.tags).toEqual(['Marlo Vance', 'Concrete Psalms']);
    expect(article.paragraphs[0]).toMatch(/^Marlo Vance is taking Concrete Psalms/);
    expect(article.bodyMd).toContain('## Dates and tickets');
    expect(article.bodyMd).toContain('[Cold Lunch](http://news.test/artists/cold-lunch)');
    expect(article.bodyMd).toMatch(/^- +March 6: Houston, NRG Stadium$/m);
    expect(article.bodyMd).not.toMatch(/Share|Related|Street Wire|dataLayer|By Keisha/);
  });

  it('falls back to JSON-LD for author and date, and resolves a relative og:image', async () => {
    const article = await page('odessa-reyes-review.html');
    expect(article.author).toBe('Tomas Achebe');
    expect(article.publishedAt?.toISOString()).toBe('2026-11-19T14:00:00.000Z');
    expect(article.imageUrl).toBe(`${BASE}/images/odessa-reyes-cover.jpg`);
    expect(article.bodyMd).toContain('> "I used to write like the beat owed me money.');
    expect(article.paragraphs.join(' ')).not.toContain('Newsletter');
  });

  it('finds the densest block when no article container exists, and uses og:url and twitter:image', async () => {
    const article = await page('queens-sunday-market.html');
    expect(article.canonicalUrl).toBe(`${BASE}/articles/queens-sunday-market.html`);
    expect(article.imageUrl).toBe(`${BASE}/images/queens-market.jpg`);
    expect(article.paragraphs).toHaveLength(3);
    expect(article.paragraphs[0]).toMatch(/^At nine on a Sunday morning/);
  });

  it('reads a page that breaks Readability as one without a readable story, not as a failed parse', async () => {
    // Readability throws on this one (an Atom-style <content> element holding a run of stray '<').
    const html = '<html><content type="xhtml"><div><<<<<<<<<<<<<<<<<<<<<<<<<';
    const article = await pool.run({ kind: 'page', html, url: `${BASE}/articles/broken.html` });
    expect(article.bodyMd).not.toContain('<');
  });

  it('drops the fragment of a canonical link', async () => {
    expect((await page('juno-blaque-interview.html')).canonicalUrl).toBe(`${BASE}/articles/juno-blaque-interview.html`);
  });
});

describe('normalizeUrl', () => {
  it('removes tracking parameters and fragments but keeps real query parameters', () => {
    expect(normalizeUrl('https://X.test/a?id=3&utm_source=rss&fbclid=1#c')).toBe('https://x.test/a?id=3');
  });
});
