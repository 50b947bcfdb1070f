// A news site of our own making on 127.0.0.1 for the admin's scrape during the
// load test: one RSS feed of `items` stories, each with an article page.
import { createServer } from 'node:http';

const PARAGRAPH =
  'The cypher went on past midnight, verses traded over a borrowed speaker while the block listened. ' +
  'Producers in the crowd swapped drives, and two of the younger rappers set a date for a joint tape.';

function articlePage(index) {
  const body = Array.from({ length: 8 }, () => `<p>${PARAGRAPH}</p>`).join('\n');
  return `<!doctype html><html><head><title>Load story ${index}</title>
<meta property="og:title" content="Load story ${index}: the block listens"></head>
<body><article><h1>Load story ${index}: the block listens</h1>${body}</article></body></html>`;
}

function feed(base, items) {
  const entries = Array.from({ length: items }, (_, index) => {
    const published = new Date(Date.now() - index * 3_600_000).toUTCString();
    return `<item><title>Load story ${index}: the block listens</title><link>${base}/articles/${index}.html</link>
<guid>${base}/articles/${index}.html</guid><pubDate>${published}</pubDate>
<description>${PARAGRAPH}</description></item>`;
  }).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Load Wire</title>
<link>${base}</link><description>Stories for the load test</description>${entries}</channel></rss>`;
}

export async function startFeedServer(items) {
  const server = createServer((request, response) => {
    const base = `http://127.0.0.1:${server.address().port}`;
    const article = /^\/articles\/(\d+)\.html$/.exec(request.url ?? '');
    if (request.url === '/feed.xml') {
      response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(feed(base, items));
    } else if (article) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(articlePage(Number(article[1])));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    feedUrl: `http://127.0.0.1:${server.address().port}/feed.xml`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
