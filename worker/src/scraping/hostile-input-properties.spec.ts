import fc from 'fast-check';
import { FeedError, parseFeed } from './feed-parser';
import { htmlToMarkdown } from './html-to-markdown';
import { ParsingPool } from './parsing/parsing-pool';
import { htmlParagraphs } from './text/html-text';

/** Generous: inputs that took minutes or hours before finish in milliseconds now. */
const BOUND_MS = 10_000;
const UNSAFE =
  /[\0-\x08\v\f\x0e-\x1f\x7f-\x9f\ufffd\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const TOKENS = [
  '<',
  '>',
  '<!--',
  '-->',
  '<?xml version="1.0"?>',
  '<!doctype html>',
  '<html>',
  '<rss version="2.0">',
  '</rss>',
  '<channel>',
  '</channel>',
  '<item>',
  '</item>',
  '<title>',
  '</title>',
  '<link>',
  'http://a.test/x',
  '</link>',
  '<description>',
  '</description>',
  '<content:encoded>',
  '</content:encoded>',
  '<![CDATA[',
  ']]>',
  '<feed xmlns="http://www.w3.org/2005/Atom">',
  '</feed>',
  '<entry>',
  '</entry>',
  '<link href="/e"/>',
  '<content type="html">',
  '<content type="xhtml"><div>',
  '</div></content>',
  '</content>',
  '<pubDate>',
  '</pubDate>',
  '&amp;',
  '&amp;lt;',
  '&#0;',
  '&#99999999;',
  '&#x2019;',
  '&rsquo;',
  '&',
  ';',
  '#',
  '\0',
  '\ud800',
  '\udc00',
  '😀',
  '<p>',
  '</p>',
  '<div>',
  '</div>',
  '<br>',
  '<ul><li>',
  '</li></ul>',
  '<table><tr><td>',
  '</td></tr></table>',
  '<a href="javascript:alert(1)">',
  '<a href="/ok">',
  '</a>',
  '<img src="/i.jpg" alt="cover [x]">',
  '<script>',
  '</script>',
  '"',
  "'",
  '=',
  '[',
  ']',
  '(',
  ')',
  '*',
  '_',
  '`',
  '|',
  '-',
  '2024. ',
  '# ',
  '> ',
  ' ',
  '\n',
  'word',
];

/** Mostly short mixes of feed and HTML tokens, sometimes a long run of one token (the shapes that backtrack). */
const hostileText = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...TOKENS) },
      { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(...TOKENS), fc.integer({ min: 1, max: 30_000 }))
          .map(([token, times]) => token.repeat(Math.max(1, Math.min(times, Math.floor(40_000 / token.length))))),
      },
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(''));

function timed<T>(work: () => T): T {
  const started = Date.now();
  const result = work();
  expect(Date.now() - started).toBeLessThan(BOUND_MS);
  return result;
}

describe('hostile input, generated', () => {
  it('the feed parser finishes, fails only with a FeedError, and hands back safe text and http(s) links', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        let feed;
        try {
          feed = timed(() => parseFeed(text, 'http://feed.test/rss'));
        } catch (error) {
          expect(error).toBeInstanceOf(FeedError);
          return;
        }
        for (const item of feed.items) {
          for (const value of [item.title, item.author ?? '', ...item.categories]) expect(value).not.toMatch(UNSAFE);
          expect(item.link).toMatch(/^https?:\/\//);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('the text extractor finishes and gives paragraphs of safe, single-spaced text', () => {
    fc.assert(
      fc.property(hostileText, (html) => {
        for (const paragraph of timed(() => htmlParagraphs(html))) {
          expect(paragraph).not.toMatch(UNSAFE);
          expect(paragraph).not.toMatch(/\s{2}|^\s|\s$/);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('the Markdown converter finishes, lets no raw "<" or non-http(s) link through, and keeps text safe', () => {
    fc.assert(
      fc.property(hostileText, (html) => {
        const markdown = timed(() => htmlToMarkdown(html, 'https://news.test/a/b'));
        const outsideCode = markdown.replace(/```[\s\S]*?```|`[^`\n]*`/g, '');
        expect(markdown).not.toMatch(UNSAFE);
        expect(outsideCode).not.toMatch(/(?:^|[^\\])</);
        expect(outsideCode).not.toMatch(/(?<!\\)\]\((?!https?:\/\/)/);
      }),
      { numRuns: 60 },
    );
  });

  describe('the page reader, in its worker thread', () => {
    let pool: ParsingPool;
    beforeAll(() => (pool = new ParsingPool({ timeoutMs: BOUND_MS, threads: 1 })));
    afterAll(() => pool.close());

    it('finishes within its budget on every generated page and gives safe text', async () => {
      await fc.assert(
        fc.asyncProperty(hostileText, async (html) => {
          const page = await pool.run({ kind: 'page', html, url: 'https://news.test/a/b' });
          for (const paragraph of page.paragraphs) expect(paragraph).not.toMatch(UNSAFE);
          expect(page.bodyMd).not.toMatch(UNSAFE);
        }),
        { numRuns: 25 },
      );
      // Each page may take up to its budget, and a failing page is shrunk by running smaller ones: room for both,
      // so a slow machine reports the counterexample instead of the test's own timeout.
    }, 300_000);
  });
});
