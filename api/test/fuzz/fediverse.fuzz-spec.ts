import fc from 'fast-check';
import { Pool } from 'pg';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { uniqueName } from '../support/test-env';
import { percentEncode } from './support/requests';
import { naughtyText, wildValue } from './support/values';

const RUNS = 150;

const federationGet = fc.oneof(
  naughtyText.map((text) => `/.well-known/webfinger?resource=${percentEncode(text)}`),
  naughtyText.map((text) => `/.well-known/webfinger?resource=acct:${percentEncode(text)}@127.0.0.1`),
  naughtyText.map((text) => `/ap/actors/${percentEncode(text) || '%20'}`),
  naughtyText.map((text) => `/ap/${percentEncode(text) || '%20'}`),
);
const inbox = fc.constantFrom('/ap/inbox', '/ap/actors/news/inbox', '/ap/actors/nobody/inbox');
/** Arbitrary JSON, and activity-shaped objects with wild fields. */
const activityBody = fc.oneof(
  wildValue,
  fc.record({
    '@context': fc.constant('https://www.w3.org/ns/activitystreams'),
    type: fc.constantFrom('Follow', 'Undo', 'Like', 'Create', 'Delete', 'Accept'),
    id: fc.oneof(naughtyText, fc.webUrl()),
    actor: fc.oneof(naughtyText, fc.webUrl(), wildValue),
    object: fc.oneof(naughtyText, fc.webUrl(), wildValue),
  }),
);

/**
 * WebFinger and /ap/* live outside the Nest routes (Fedify answers them,
 * in the built API, since jest cannot load it), so the API fuzz tier does
 * not list them: generated addresses and unsigned inbox deliveries never get
 * a 5xx, and nothing a delivery carries is stored.
 */
describe('fuzz: the fediverse routes', () => {
  let api: ApiProcess;
  let pool: Pool;

  beforeAll(async () => {
    api = await startApiProcess({ QUEUE_PREFIX: uniqueName('cypher-fuzz-fediverse') });
    pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  }, 90_000);

  afterAll(async () => {
    await pool?.end();
    await api?.stop();
  });

  it('answers every generated address below 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        federationGet,
        fc.constantFrom('application/activity+json', 'application/json', 'text/html'),
        async (url, accept) => {
          const response = await fetch(`${api.url}${url}`, { headers: { accept } });
          const text = await response.text();
          if (response.status >= 500) throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 300)}`);
        },
      ),
      { numRuns: RUNS },
    );
  }, 180_000);

  it('refuses unsigned deliveries below 500 and stores none of them', async () => {
    await fc.assert(
      fc.asyncProperty(inbox, activityBody, async (path, body) => {
        const response = await fetch(`${api.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/activity+json' },
          body: JSON.stringify(body) ?? 'null',
        });
        const text = await response.text();
        if (response.status >= 500 || response.status < 400) {
          throw new Error(`POST ${path} answered ${response.status}: ${text.slice(0, 300)}`);
        }
      }),
      { numRuns: RUNS },
    );
    const stored = await pool.query(
      `SELECT (SELECT count(*) FROM fediverse_followers) + (SELECT count(*) FROM fediverse_reactions) AS n`,
    );
    expect(Number(stored.rows[0].n)).toBe(0);
  }, 180_000);
});
