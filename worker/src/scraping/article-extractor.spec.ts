import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractArticle, normalizeUrl } from './article-extractor';

const BASE = 'http://news.test';
const page = (name: string) =>
  extractArticle(
    readFileSync(join(__dirname, '../../test/fixtures/articles', name), 'utf8').replace(/\{\{BASE\}\}/g, BASE),
    `${BASE}/articles/${name}?utm_source=rss`,
  );

describe('extractArticle', () => {
  it('reads canonical URL, hero image, author, publish time and the article body without chrome', () => {
    const article = page('marlo-vance-tour.html');
    expect(article.canonicalUrl).toBe(`${BASE}/articles/marlo-vance-tour.html`);
    expect(article.imageUrl).toBe(`${BASE}/images/marlo-vance-hero.jpg`);
    expect(article.author).toBe('Keisha Brandt');
    expect(article.publishedAt?.toISOString()).toBe('2026-11-20T16:30:00.000Z');
    expect(article.tags).toEqual(['Marlo Vance', 'Concrete Psalms']);
    expect(article.paragraphs[0]).toMatch(/^Marlo Vance is taking Concrete Psalms/);
    expect(article.bodyMd).toContain('## Dates and tickets');
    expect(article.bodyMd).toContain('[Cold Lunch](http://news.test/artists/cold-lunch)');
    expect(article.bodyMd).toContain('- March 6: Houston, NRG Stadium');
    expect(article.bodyMd).not.toMatch(/Share|Related|Street Wire|dataLayer|By Keisha/);
  });

  it('falls back to JSON-LD for author and date, and resolves a relative og:image', () => {
    const article = page('odessa-reyes-review.html');
    expect(article.author).toBe('Tomas Achebe');
    expect(article.publishedAt?.toISOString()).toBe('2026-11-19T14:00:00.000Z');
    expect(article.imageUrl).toBe(`${BASE}/images/odessa-reyes-cover.jpg`);
    expect(article.bodyMd).toContain('> "I used to write like the beat owed me money.');
    expect(article.paragraphs.join(' ')).not.toContain('Newsletter');
  });

  it('finds the densest block when no article container exists, and uses og:url and twitter:image', () => {
    const article = page('queens-sunday-market.html');
    expect(article.canonicalUrl).toBe(`${BASE}/articles/queens-sunday-market.html`);
    expect(article.imageUrl).toBe(`${BASE}/images/queens-market.jpg`);
    expect(article.paragraphs).toHaveLength(3);
    expect(article.paragraphs[0]).toMatch(/^At nine on a Sunday morning/);
  });

  it('drops the fragment of a canonical link', () => {
    expect(page('juno-blaque-interview.html').canonicalUrl).toBe(`${BASE}/articles/juno-blaque-interview.html`);
  });
});

describe('normalizeUrl', () => {
  it('removes tracking parameters and fragments but keeps real query parameters', () => {
    expect(normalizeUrl('https://X.test/a?id=3&utm_source=rss&fbclid=1#c')).toBe('https://x.test/a?id=3');
  });
});
