/**
 * Fixture bodies made as they are sent: a feed far over the fetch cap, items
 * flooded with '<', and a page nested too deep for any reader to finish.
 * Each is a list of chunks so that the server streams it without a length.
 */
export interface GeneratedFixture {
  contentType: string;
  chunks: (base: string) => Iterable<string>;
}

const RSS = 'application/rss+xml; charset=utf-8';

function* hugeFeed(base: string): Iterable<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Endless Wire</title>`;
  const item = (i: number) =>
    `<item><title>Filler ${i}</title><link>${base}/articles/filler-${i}.html</link><description>${'x'.repeat(900)}</description></item>`;
  // About 60 MB, a kilobyte an item, sent in 64 kB chunks.
  for (let chunk = 0; chunk < 960; chunk++) {
    yield Array.from({ length: 64 }, (_, i) => item(chunk * 64 + i)).join('');
  }
  yield '</channel></rss>';
}

function cdataFlood(kilobytes: number) {
  return function* (base: string): Iterable<string> {
    yield `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Flood Wire</title><item>`;
    yield `<title>Flooded with ${kilobytes} kB of angle brackets</title>`;
    yield `<link>${base}/articles/hostile/flooded-${kilobytes}.html</link>`;
    yield `<pubDate>Mon, 23 Nov 2026 10:00:00 +0000</pubDate><description><![CDATA[<p>Before the flood.</p>`;
    for (let i = 0; i < kilobytes; i++) yield '<'.repeat(1024);
    yield `<p>After the flood.</p>]]></description></item></channel></rss>`;
  };
}

/**
 * Four megabytes of small blocks, each a sentence and a link: within the
 * fetch cap, and far more than Readability can score in a few seconds.
 */
function* tangledPage(): Iterable<string> {
  yield '<!doctype html><html><head><title>Tangled</title></head><body>';
  for (let i = 0; i < 34_000; i++)
    yield `<div class="c"><div><div><p>Some words here and there, a sentence of text. <a href="/n/${i}">link</a></p></div></div></div>`;
  yield '</body></html>';
}

export const GENERATED: Record<string, GeneratedFixture> = {
  '/generated/huge-feed.xml': { contentType: RSS, chunks: hugeFeed },
  '/generated/cdata-flood-60k.rss.xml': { contentType: RSS, chunks: cdataFlood(60) },
  '/generated/cdata-flood-200k.rss.xml': { contentType: RSS, chunks: cdataFlood(200) },
  '/generated/tangled-page.html': { contentType: 'text/html; charset=utf-8', chunks: tangledPage },
};
