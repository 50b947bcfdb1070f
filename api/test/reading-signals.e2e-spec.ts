import { Client } from 'pg';
import { startTestApp, type TestApp } from './support/test-app';
import { truncateAll } from './support/test-database';
import { insertArticle } from './support/test-data';

const SESSION = 'session-1764000000000-signals';

/**
 * A reading signal for a published story is checked against the published
 * ids the API holds in memory: it reads nothing from `articles` while the
 * change feed has counted no change there, and a change is seen by the next
 * signal (a new story taken, an archived one refused).
 */
describe('reading signals', () => {
  let app: TestApp;
  let locker: Client;

  beforeAll(async () => {
    // A queue of its own: the signals taken here are never stored, and must not reach a later spec's worker.
    app = await startTestApp({ QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}-reading-signals` });
    locker = new Client({ connectionString: process.env.DATABASE_URL });
    await locker.connect();
  });

  afterAll(async () => {
    await locker.end();
    await app.close();
  });

  beforeEach(async () => {
    await truncateAll(app.dataSource);
  });

  const signal = (articleId: number) =>
    app
      .http()
      .post('/api/personalization/interaction')
      .send({ sessionId: SESSION, articleId, interactionType: 'view' });

  it('takes a signal for a published story without reading the articles table', async () => {
    const id = await insertArticle(app.dataSource, { title: 'Held in memory' });
    // The first signal after a change starts loading the published ids in the background; a few more give it
    // the time to finish (each is taken either way).
    for (let i = 0; i < 20; i++) await signal(id).expect(202);

    // With `articles` locked against every read, a signal that needed it would wait for the lock.
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE articles IN ACCESS EXCLUSIVE MODE');
    try {
      for (let i = 0; i < 20; i++) await signal(id).timeout(5_000).expect(202);
    } finally {
      await locker.query('ROLLBACK');
    }
  });

  it('takes a story published a moment ago, and refuses one archived a moment ago', async () => {
    const first = await insertArticle(app.dataSource, { title: 'First' });
    await signal(first).expect(202);
    const second = await insertArticle(app.dataSource, { title: 'Second' });
    await signal(second).expect(202);

    await app.dataSource.query(`UPDATE articles SET status = 'archived' WHERE id = $1`, [first]);
    const refused = await signal(first).expect(404);
    expect(refused.body.message).toBe(`Article ${first} was not found.`);
    await signal(123456789).expect(404);
  });
});
