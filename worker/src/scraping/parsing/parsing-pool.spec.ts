import { ParseFailure, ParsingPool } from './parsing-pool';

const FEED = `<rss version="2.0"><channel><title>Wire</title><item><title>One</title><link>http://a.test/1</link></item></channel></rss>`;
/** Tens of thousands of small blocks, each with a link: far more than the budget allows a reader. */
const TANGLED = `<html><body>${'<div><div><div><p>Some words here and there, a sentence of text. <a href="/n">link</a></p></div></div></div>'.repeat(20_000)}</body></html>`;

describe('ParsingPool', () => {
  let pool: ParsingPool;
  beforeAll(() => (pool = new ParsingPool({ timeoutMs: 1_000, threads: 1 })));
  afterAll(() => pool.close());

  it('parses in a worker thread and hands back plain data (dates included)', async () => {
    await pool.run({ kind: 'feed', text: FEED, url: 'http://a.test/' }); // the thread's start is not part of any budget
    const feed = await pool.run({
      kind: 'feed',
      text: FEED.replace('</link>', '</link><pubDate>Mon, 23 Nov 2026 10:00:00 +0000</pubDate>'),
      url: 'http://a.test/',
    });
    expect(feed.items[0]).toMatchObject({ title: 'One', link: 'http://a.test/1' });
    expect(feed.items[0].publishedAt).toEqual(new Date('2026-11-23T10:00:00Z'));
  });

  it('ends a task past its budget with a sentence, and the next task runs on a fresh thread', async () => {
    const started = Date.now();
    const failure = await pool.run({ kind: 'page', html: TANGLED, url: 'http://a.test/tangled' }).catch((e) => e);
    expect(failure).toBeInstanceOf(ParseFailure);
    expect(failure.message).toBe('gave up parsing the page after 1 s (too large or too convoluted)');
    expect(Date.now() - started).toBeLessThan(30_000);
    const feed = await pool.run({ kind: 'feed', text: FEED, url: 'http://a.test/' });
    expect(feed.title).toBe('Wire');
  });

  it('passes a parser’s own reason through', async () => {
    await expect(
      pool.run({ kind: 'feed', text: '<html><body>hi</body></html>', url: 'http://a.test/' }),
    ).rejects.toThrow('an HTML page instead of a feed');
  });
});
