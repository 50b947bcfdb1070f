import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FeedError, parseFeed } from './feed-parser';

const BASE = 'http://feeds.test';
const fixture = (path: string) =>
  readFileSync(join(__dirname, '../../test/fixtures', path), 'utf8').replace(/\{\{BASE\}\}/g, BASE);

describe('parseFeed', () => {
  it('reads RSS 2.0 with CDATA, dc:creator, categories and media images', () => {
    const feed = parseFeed(fixture('news/street-wire.rss.xml'), `${BASE}/feed`);
    expect(feed.format).toBe('rss');
    expect(feed.title).toBe('Street Wire');
    expect(feed.items).toHaveLength(4);
    const [tour, review, detroit] = feed.items;
    expect(tour).toMatchObject({
      title: "Marlo Vance Announces 'Concrete Psalms' Stadium Tour With Live Band",
      link: `${BASE}/articles/marlo-vance-tour.html?utm_source=rss&utm_medium=feed`,
      author: 'Keisha Brandt',
      categories: ['News', 'Marlo Vance', 'Tours'],
      imageUrl: `${BASE}/images/marlo-feed.jpg`,
    });
    expect(tour.publishedAt?.toISOString()).toBe('2026-11-20T16:30:00.000Z');
    expect(review.title).toBe("Review: Odessa Reyes Finds Her Voice on 'Salt & Saffron'");
    expect(detroit.contentHtml).toContain('<p>From Seven Mile');
  });

  it('reads Atom with alternate links, enclosures, authors and labels', () => {
    const feed = parseFeed(fixture('news/culture-desk.atom.xml'), `${BASE}/atom`);
    expect(feed.format).toBe('atom');
    expect(feed.title).toBe('Culture Desk');
    expect(feed.items.map((item) => item.link)).toEqual([
      `${BASE}/articles/juno-blaque-interview.html`,
      `${BASE}/articles/lil-ferro-arrest.html`,
      `${BASE}/articles/missing-page.html`,
    ]);
    expect(feed.items[0]).toMatchObject({
      author: 'Priya Castellanos',
      categories: ['Interviews', 'Producer Spotlights'],
      imageUrl: `${BASE}/images/juno-feed.jpg`,
    });
    expect(feed.items[0].summaryHtml).toContain('<p>The producer behind');
    expect(feed.items[2].contentHtml).toContain('group chats');
  });

  it.each([
    ['broken/truncated.rss.xml', /malformed XML/],
    ['broken/homepage.html', /HTML page instead of a feed/],
  ])('refuses %s', (path, reason) => {
    expect(() => parseFeed(fixture(path), BASE)).toThrow(FeedError);
    expect(() => parseFeed(fixture(path), BASE)).toThrow(reason);
  });

  it('refuses JSON and empty bodies with a reason', () => {
    expect(() => parseFeed('{"a":1}', BASE)).toThrow(/not XML/);
    expect(() => parseFeed('  ', BASE)).toThrow(/empty/);
    expect(() => parseFeed('<urlset><url/></urlset>', BASE)).toThrow(/not an RSS or Atom feed/);
  });
});
