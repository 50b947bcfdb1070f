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

  it("keeps an item's other links and its Dublin Core identifiers, where release feeds name the record", () => {
    const atom = parseFeed(fixture('releases/groups/label.atom.xml'), `${BASE}/label`);
    expect(atom.items[0]).toMatchObject({
      link: `${BASE}/releases/tidewater-harbor-lights`,
      links: ['https://musicbrainz.org/release-group/3c9e1f52-7a4d-4b8e-9f10-2d6a8c4e0b71'],
      identifiers: ['urn:upc:602445566778'],
    });
    const rss = parseFeed(
      `<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>S</title>
        <item><title>A – B</title><link rel="related" href="https://musicbrainz.org/release-group/x"/><link>${BASE}/b</link>
          <atom:link rel="related" href="/c"/><dc:identifier>0602445566778</dc:identifier><dc:relation>ISRC USUM72612345</dc:relation></item>
      </channel></rss>`,
      `${BASE}/feed`,
    );
    expect(rss.items[0]).toMatchObject({
      link: `${BASE}/b`,
      links: ['https://musicbrainz.org/release-group/x', `${BASE}/c`],
      identifiers: ['0602445566778', 'ISRC USUM72612345'],
    });
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

  it('reads a feed opening with a long run of comments in linear time', () => {
    const comments = '<!-- generated -->\n'.repeat(5_000);
    const text = `<?xml version="1.0"?>${comments}<rss><channel><title>T</title><item><title>A</title><link>http://a.test/1</link></item></channel></rss>`;
    const started = Date.now();
    expect(parseFeed(text, BASE).items).toHaveLength(1);
    expect(() => parseFeed(`<?xml version="1.0"?>${comments}<!doctype html><html></html>`, BASE)).toThrow(/HTML page/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('decodes each field once, by its kind, and drops NUL and references outside Unicode', () => {
    const feed = parseFeed(
      `<rss><channel><title>A &amp;amp; B</title><item>
        <title>Tobi&rsquo;s &#x2019;Night&#x2019; &mdash; &amp;lt;3 &#0;&#99999999;</title>
        <link>http://a.test/?x=1&amp;y=2</link>
        <author><![CDATA[Ana &amp; <b>Bo</b>]]></author>
        <description>&lt;p&gt;&amp;amp;lt;b&amp;amp;gt; &amp;rsquo;&lt;/p&gt;</description>
      </item></channel></rss>`,
      BASE,
    );
    expect(feed.title).toBe('A &amp; B');
    expect(feed.items[0]).toMatchObject({
      title: 'Tobi’s ’Night’ — &lt;3',
      link: 'http://a.test/?x=1&y=2',
      author: 'Ana & Bo',
      summaryHtml: '<p>&amp;lt;b&amp;gt; &rsquo;</p>',
    });
  });

  it('reads Atom text, html and xhtml constructs against xml:base, with or without dates', () => {
    const feed = parseFeed(
      `<feed xmlns="http://www.w3.org/2005/Atom" xml:base="http://b.test/news/"><title type="html">&lt;b&gt;Eve&lt;/b&gt;</title>
        <entry><title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">X <i>T</i></div></title><link href="one.html"/>
          <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Para &amp; more</p></div></content></entry>
        <entry><title>1 &lt; 2</title><link href="/two.html"/><summary>a &lt; b</summary><updated>2026-11-20T10:00:00Z</updated></entry>
      </feed>`,
      'http://b.test/feed',
    );
    expect(feed.title).toBe('Eve');
    expect(feed.items.map((item) => [item.title, item.link, item.publishedAt?.toISOString() ?? null])).toEqual([
      ['X T', 'http://b.test/news/one.html', null],
      ['1 < 2', 'http://b.test/two.html', '2026-11-20T10:00:00.000Z'],
    ]);
    expect(feed.items[0].contentHtml).toBe('<p>Para &amp; more</p>');
    expect(feed.items[1].summaryHtml).toBe('<p>a &lt; b</p>');
  });
});
