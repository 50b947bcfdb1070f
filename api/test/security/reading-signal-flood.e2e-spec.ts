import { PersonalizationStore } from '../../src/modules/personalization/personalization.store';
import { insertArticle } from '../support/test-data';
import { newSessionId } from '../support/personalization-fixtures';
import { useTestApp } from '../support/use-test-app';
import { startWorker, waitFor, type WorkerProcess } from '../support/worker-process';

jest.setTimeout(120_000);

const PER_SESSION = 50;
const PER_ADDRESS = 120;
const FLOOD = 500;
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Sends `count` requests, fifty at a time, and gives back their statuses. */
async function flood(count: number, send: (i: number) => Promise<{ status: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += 50) {
    const wave = Array.from({ length: Math.min(50, count - start) }, (_, i) => send(start + i));
    statuses.push(...(await Promise.all(wave)).map((answer) => answer.status));
  }
  return statuses;
}

const accepted = (statuses: number[]) => statuses.filter((status) => status === 202).length;
const refused = (statuses: number[]) => statuses.filter((status) => status === 429).length;

/**
 * Reading signals are public and anonymous: anyone can post them, with any
 * session id. Unlimited, 500 of them inflated Daily Visitors and put a chosen
 * story at the top of the digest's 'most read'.
 */
describe('a flood of reading signals from one client', () => {
  // A queue of its own: signals another spec of this jest worker left queued must not be stored in these tables.
  const queuePrefix = `${process.env.QUEUE_PREFIX}-signal-flood`;
  const app = useTestApp(
    {
      TRUST_PROXY: '1',
      SIGNAL_SESSION_RATE_LIMIT: String(PER_SESSION),
      SIGNAL_RATE_LIMIT: String(PER_ADDRESS),
      QUEUE_PREFIX: queuePrefix,
    },
    { emptyTablesBeforeEach: true },
  );
  let worker: WorkerProcess | undefined;
  beforeAll(async () => {
    worker = await startWorker({ QUEUE_PREFIX: queuePrefix });
  });
  afterAll(async () => worker?.stop());

  /** FLOOD posts to `path` from one client address, as a browser, each with the body made for its number. */
  const floodFrom = (address: string, path: string, bodyOf: (i: number) => object) =>
    flood(FLOOD, (i) =>
      app.http().post(path).set('X-Forwarded-For', address).set('User-Agent', FIREFOX).send(bodyOf(i)),
    );

  const countOf = async (sql: string, params: unknown[] = []) =>
    ((await app.dataSource.query(sql, params)) as { n: number }[])[0].n;

  it('stores at most the per-session limit of 500 interactions, and the story counts one reader', async () => {
    const articleId = await insertArticle(app.dataSource, { title: 'The story someone wants on top' });
    const sessionId = newSessionId();
    const statuses = await floodFrom('198.51.100.7', '/api/personalization/interaction', (i) => ({
      articleId,
      interactionType: 'view',
      sessionId,
      metadata: { n: i },
    }));
    expect(accepted(statuses)).toBe(PER_SESSION);
    expect(refused(statuses)).toBe(FLOOD - PER_SESSION);

    const stored = await waitFor(
      async () => {
        const n = await countOf(`SELECT count(*)::int AS n FROM user_interactions WHERE session_id = $1`, [sessionId]);
        return n >= PER_SESSION ? n : undefined;
      },
      { what: 'the accepted interactions' },
    );
    expect(stored).toBe(PER_SESSION);
    const reads = await app.app.get(PersonalizationStore).interactionCountsSince(7, 10);
    expect(reads.get(articleId)).toBe(1);
  });

  it('counts one visitor for 500 visits of one session', async () => {
    const sessionId = newSessionId();
    const statuses = await floodFrom('198.51.100.8', '/api/visits', (i) => ({ sessionId, path: `/article/${i}` }));
    expect(accepted(statuses)).toBe(PER_SESSION);
    await waitFor(async () => (await countOf(`SELECT count(*)::int AS n FROM visitor_sessions`)) === 1, {
      what: 'the visitor',
    });
    expect(await countOf(`SELECT count(*)::int AS n FROM visitor_days`)).toBe(1);
  });

  it('stores at most the per-address limit of visits made up under 500 session ids', async () => {
    const statuses = await floodFrom('198.51.100.9', '/api/visits', () => ({
      sessionId: newSessionId(),
      path: '/articles',
    }));
    expect(accepted(statuses)).toBe(PER_ADDRESS);
    expect(refused(statuses)).toBe(FLOOD - PER_ADDRESS);
    const visitors = await waitFor(
      async () => {
        const n = await countOf(`SELECT count(*)::int AS n FROM visitor_sessions`);
        return n >= PER_ADDRESS ? n : undefined;
      },
      { what: 'the accepted visits' },
    );
    expect(visitors).toBe(PER_ADDRESS);
  });
});
