import fc from 'fast-check';
import { join } from 'node:path';
import { Agent } from 'node:http';
import request from 'supertest';
import { siteFeedRoutes } from '../../src/modules/pages/feeds/serve-site-feeds';
import { PUBLIC_ROUTES } from '../../src/shared/contracts/public-routes';
import { insertArticle, insertArtist } from '../support/test-data';
import { startTestApp, TestApp } from '../support/test-app';
import { truncateAll } from '../support/test-database';
import { uniqueName } from '../support/test-env';
import { percentEncode } from './support/requests';
import { naughtyText } from './support/values';

const RUNS_PER_ROUTE = 150;

/** A path segment as a stranger might send it: a naughty string percent-encoded (validly or not), or a number. */
const segment = fc.oneof(
  { arbitrary: naughtyText.map((text) => percentEncode(text) || '%20'), weight: 4 },
  { arbitrary: fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String), weight: 2 },
  { arbitrary: fc.constantFrom('..', '.', '%2F', '%2e%2e', '%', '%zz', '1e3', '0x10', '١٢'), weight: 1 },
);

const query = fc
  .array(fc.tuple(naughtyText, naughtyText), { maxLength: 3 })
  .map((pairs) =>
    pairs.length === 0
      ? ''
      : `?${pairs.map(([key, value]) => `${percentEncode(key) || 'k'}=${percentEncode(value)}`).join('&')}`,
  );

/**
 * The server-rendered pages and the feeds, as listed by the code that serves
 * them (a new page is fuzzed without touching this file): generated path
 * parameters and query strings, GET and HEAD, against the real API. Every
 * answer is a page or a feed with a status below 500: 200, or 404 for what
 * does not exist (400 when the address itself cannot be decoded).
 */
describe('fuzz: every server-rendered page and feed', () => {
  let app: TestApp;
  const keepAlive = new Agent({ keepAlive: true });
  const statuses: Record<string, number> = {};

  beforeAll(async () => {
    app = await startTestApp({
      WEB_DIST_DIR: join(__dirname, '..', '..', '..', 'web', 'dist'),
      QUEUE_PREFIX: uniqueName('cypher-fuzz-pages'),
    });
    await truncateAll(app.dataSource);
    await insertArticle(app.dataSource, { title: 'Fuzzed story' });
    await insertArtist(app.dataSource, { name: 'Fuzzed artist' });
  });

  afterAll(async () => {
    console.log(`fuzz pages: statuses ${JSON.stringify(statuses)}`);
    keepAlive.destroy();
    await app?.close();
  });

  const serverRendered = PUBLIC_ROUTES.filter((route) => route.rendering === 'server');
  const paths = [...serverRendered.map((route) => route.path), ...siteFeedRoutes().map((route) => route.path)];

  it.each(paths)('%s answers every generated address below 500', async (path) => {
    const address = fc
      .tuple(fc.array(segment, { minLength: 2, maxLength: 2 }), query)
      .map(([[first, second], search]) => {
        let used = 0;
        const filled = path.replace(/:[A-Z_$][\w$]*/gi, () => (used++ === 0 ? first : second));
        return filled + search;
      });
    await fc.assert(
      fc.asyncProperty(address, fc.constantFrom('get', 'head'), async (url, method) => {
        const response = await request(app.url)[method as 'get' | 'head'](url).agent(keepAlive);
        const key = `${method.toUpperCase()} ${response.status}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
        if (response.status >= 500 || ![200, 400, 404].includes(response.status)) {
          throw new Error(
            `${method.toUpperCase()} ${url} answered ${response.status}: ${String(response.text).slice(0, 300)}`,
          );
        }
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  });

  // Generated keys almost never spell 'q': the search page's own parameters get naughty values of their own.
  it('/search answers every generated q and type below 500', async () => {
    const address = fc
      .tuple(naughtyText, fc.option(naughtyText, { nil: undefined }))
      .map(([q, type]) => `/search?q=${percentEncode(q)}${type === undefined ? '' : `&type=${percentEncode(type)}`}`);
    await fc.assert(
      fc.asyncProperty(address, async (url) => {
        const response = await request(app.url).get(url).agent(keepAlive);
        if (response.status !== 200) {
          throw new Error(`GET ${url} answered ${response.status}: ${String(response.text).slice(0, 300)}`);
        }
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  });
});
