import fc from 'fast-check';
import { Agent } from 'node:http';
import request, { Response } from 'supertest';
import { loginAsAdmin } from '../support/admin-session';
import { startTestApp, TestApp } from '../support/test-app';
import { truncateAll } from '../support/test-database';
import { uniqueName } from '../support/test-env';
import { FuzzOperation, OpenApiDocument, operationsToFuzz } from './support/operations';
import { differenceFrom, expectationFor, isDiscardedByRule } from './support/read-back';
import { FuzzRequest, requestFor } from './support/requests';
import { StoredState } from './support/stored-state';

/** Generated requests per run, spread over the operations the document lists. */
const TARGET_REQUESTS = 5_200;

/**
 * Operations slow by design get a smaller share: every login attempt spends a
 * bcrypt check on purpose, so an even share would make them half the run.
 */
const SHARE = new Map([['POST /api/auth/login', 0.2]]);

/** Runs per operation such that the shares add up to at least TARGET_REQUESTS. */
function runsPerOperation(operations: FuzzOperation[]): Map<string, number> {
  const totalShare = operations.reduce((sum, operation) => sum + (SHARE.get(operation.key) ?? 1), 0);
  const base = TARGET_REQUESTS / totalShare;
  return new Map(operations.map((operation) => [operation.key, Math.ceil(base * (SHARE.get(operation.key) ?? 1))]));
}

/**
 * Property-based requests against the real API (real Postgres and Redis):
 * naughty strings, arbitrary JSON, broken encodings and bodies, on every write
 * and every read that takes a parameter, as the API's own OpenAPI document
 * lists them. Every answer must be below 500 and shaped {statusCode, message};
 * a 4xx must have stored nothing; an accepted body must read back as sent.
 */
describe('fuzz: every operation of the API', () => {
  let app: TestApp;
  let adminCookies: string[];
  let document: OpenApiDocument;
  let operations: FuzzOperation[];
  let stored: StoredState;
  let fingerprint: string;
  const counts = { generated: 0, readBacks: 0, byClass: {} as Record<string, number> };
  const perOperation = new Map<string, { sent: number; accepted: number }>();
  const keepAlive = new Agent({ keepAlive: true });

  beforeAll(async () => {
    // Limits raised so a 429 never stands in for the answer under test (429 would still pass: it is a 4xx).
    app = await startTestApp({
      SUBSCRIBE_RATE_LIMIT: '1000000',
      GENERATE_RATE_LIMIT: '1000000',
      QUEUE_PREFIX: uniqueName('cypher-fuzz'),
    });
    await truncateAll(app.dataSource);
    adminCookies = await loginAsAdmin(app);
    document = (await app.http().get('/api/docs/openapi.json').expect(200)).body;
    operations = operationsToFuzz(document);
    stored = new StoredState(app.dataSource);
    fingerprint = await stored.fingerprint();
  });

  afterAll(async () => {
    const byOperation = [...perOperation].map(([key, n]) => `  ${n.sent}\t${n.accepted} accepted\t${key}`).join('\n');
    console.log(
      `fuzz: ${counts.generated} generated requests over ${operations?.length ?? 0} operations, ` +
        `${counts.readBacks} read-backs; statuses ${JSON.stringify(counts.byClass)}\n${byOperation}`,
    );
    keepAlive.destroy();
    await app?.close();
  });

  it('reads its operations from the API document: every write and every parameterised read', () => {
    const keys = operations.map((operation) => operation.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/subscriptions',
        'POST /api/articles',
        'PATCH /api/artists/{id}',
        'GET /api/articles/{id}',
        'GET /api/articles',
        'GET /api/search',
        'GET /api/stories/{id}',
        'POST /api/admin/stories/{id}/articles',
        'DELETE /api/admin/stories/{id}/articles/{articleId}',
        'POST /api/auth/login',
        'POST /api/personalization/preferences',
        'POST /api/subscriptions/recognition',
        'POST /api/subscriptions/recognition/not-me',
        'GET /api/subscriptions/recognition',
        'GET /api/admin/jobs/{id}',
        'POST /api/admin/sources',
        'PATCH /api/admin/sources/{id}',
        'DELETE /api/admin/sources/{id}',
        'POST /api/admin/webhooks',
        'PATCH /api/admin/webhooks/{id}',
        'POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/resend',
        'GET /api/admin/stories/{id}/fediverse',
        'POST /api/admin/releases/{id}/merge',
        'POST /api/admin/releases/{id}/listings/{listingId}/split',
        'GET /api/newsletters/r/{token}',
        'GET /api/admin/newsletters/{id}/copies',
        'GET /api/admin/newsletters/{id}/personal-preview',
        'GET /api/charts',
        'GET /api/charts/weeks',
        'GET /api/charts/songs/{songId}',
        'GET /api/charts/artists/{artistId}',
        'POST /api/admin/charts/build',
        'POST /api/admin/charts/sources',
        'PATCH /api/admin/charts/sources/{id}',
        'DELETE /api/admin/charts/sources/{id}',
      ]),
    );
    expect(keys).not.toContain('GET /api/health');
    expect(operations.find((operation) => operation.key === 'POST /api/articles')?.admin).toBe(true);
    expect(operations.find((operation) => operation.key === 'POST /api/subscriptions')?.admin).toBe(false);
  });

  const send = (operation: FuzzOperation, generated: FuzzRequest): Promise<Response> => {
    let call = request(app.url)[operation.method](generated.url).agent(keepAlive);
    if (operation.admin) call = call.set('Cookie', adminCookies);
    if (generated.body.kind === 'json') {
      return call.set('Content-Type', 'application/json').send(JSON.stringify(generated.body.value));
    }
    if (generated.body.kind === 'raw')
      return call.set('Content-Type', generated.body.contentType).send(generated.body.text);
    return call;
  };

  const describeExchange = (operation: FuzzOperation, generated: FuzzRequest, response: Response) =>
    `${operation.key}: ${generated.method.toUpperCase()} ${generated.url.slice(0, 300)}\n` +
    `body: ${JSON.stringify(generated.body).slice(0, 600)}\n` +
    `answer: ${response.status} ${JSON.stringify(response.body).slice(0, 600)}`;

  /**
   * Where an accepted write with an id can be read again: the admin's GET by id
   * of the same collection when there is one (a draft is not public), else the
   * API's GET by id, else the table the path names.
   */
  const readStored = async (collection: string, id: number): Promise<unknown> => {
    const adminCollection = collection.replace(/^\/api\//, '/api/admin/');
    const readFrom = document.paths[`${adminCollection}/{id}`]?.get ? adminCollection : collection;
    const reader = document.paths[`${readFrom}/{id}`]?.get;
    if (reader) {
      const admin = (reader.security ?? []).some((requirement) => 'adminSession' in requirement);
      const call = request(app.url).get(`${readFrom}/${id}`);
      const response = await (admin ? call.set('Cookie', adminCookies) : call);
      expect(response.status).toBe(200);
      return response.body;
    }
    const table = collection.split('/').pop();
    const metadata = app.dataSource.entityMetadatas.find((entity) => entity.tableName === table);
    if (!metadata)
      throw new Error(`${collection} answered an id, but there is no GET ${collection}/{id} or table ${table}`);
    const row = await app.dataSource.getRepository(metadata.target).findOneBy({ id });
    return JSON.parse(JSON.stringify(row));
  };

  const readBack = async (operation: FuzzOperation, generated: FuzzRequest, response: Response) => {
    if (!generated.expected || !generated.sent) return;
    const expected = expectationFor(operation.key, generated.expected, generated.sent);
    const answer = response.body as Record<string, unknown>;
    if (typeof answer?.id === 'number') {
      const collection = operation.method === 'post' ? operation.path : operation.path.replace(/\/\{[^}]+\}$/, '');
      const inAnswer = differenceFrom(expected, answer);
      if (inAnswer)
        throw new Error(
          `answer differs from what was sent: ${inAnswer}\n${describeExchange(operation, generated, response)}`,
        );
      const again = differenceFrom(expected, await readStored(collection, answer.id));
      if (again)
        throw new Error(
          `stored value differs from what was sent: ${again}\n${describeExchange(operation, generated, response)}`,
        );
      counts.readBacks += 1;
      return;
    }
    // Per-visitor writes (preferences, follows) read back through the GET of the same path with the same session;
    // where that GET lists the visitor's items (follows), what was sent is one of them.
    const sessionId = generated.sent.sessionId;
    const reader = document.paths[operation.path]?.get;
    if (typeof sessionId === 'string' && reader?.parameters?.some((p) => p.name === 'sessionId' && p.in === 'query')) {
      const again = await request(app.url).get(operation.path).query({ sessionId });
      expect(again.status).toBe(200);
      const { sessionId: _query, ...fields } = expected;
      const stored: unknown = Array.isArray(again.body)
        ? (again.body.find((item: unknown) => differenceFrom(fields, item) === null) ?? again.body)
        : again.body;
      const difference = differenceFrom(fields, stored);
      if (difference)
        throw new Error(
          `stored value differs from what was sent: ${difference}\n${describeExchange(operation, generated, response)}`,
        );
      counts.readBacks += 1;
    }
  };

  const check = async (operation: FuzzOperation, generated: FuzzRequest) => {
    const response = await send(operation, generated);
    counts.generated += 1;
    const tally = perOperation.get(operation.key) ?? { sent: 0, accepted: 0 };
    perOperation.set(operation.key, tally);
    tally.sent += 1;
    if (response.status < 300) tally.accepted += 1;
    const statusClass = `${Math.floor(response.status / 100)}xx`;
    counts.byClass[statusClass] = (counts.byClass[statusClass] ?? 0) + 1;
    if (response.status >= 500) throw new Error(`5xx answer\n${describeExchange(operation, generated, response)}`);
    if (response.status >= 400) {
      if (response.body?.statusCode !== response.status || typeof response.body?.message !== 'string') {
        throw new Error(
          `error answer not shaped {statusCode, message}\n${describeExchange(operation, generated, response)}`,
        );
      }
    }
    if (operation.method === 'get') return;
    const after = await stored.fingerprint();
    const discarded = response.status < 300 && isDiscardedByRule(operation.key, generated.sent);
    if ((response.status >= 400 || discarded) && after !== fingerprint) {
      throw new Error(
        `a ${response.status} answer${discarded ? ' to a discarded write' : ''} changed stored data\n${describeExchange(operation, generated, response)}`,
      );
    }
    fingerprint = after;
    if (response.status < 300 && !discarded) await readBack(operation, generated, response);
  };

  it(`answers ${TARGET_REQUESTS} generated requests below 500, storing nothing on 4xx and exactly what was sent on 2xx`, async () => {
    const runs = runsPerOperation(operations);
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(requestFor(operation), (generated) => check(operation, generated)),
        { numRuns: runs.get(operation.key) },
      );
    }
    expect(counts.generated).toBeGreaterThanOrEqual(5_000);
    expect(counts.byClass['5xx'] ?? 0).toBe(0);
    expect(counts.readBacks).toBeGreaterThan(0);
  }, 170_000);
});
