import { SUBSCRIBE_MESSAGES } from '../src/modules/subscriptions/dto/create-subscription.dto';
import { startTestApp, TestApp } from './support/test-app';
import { truncateAll } from './support/test-database';

/** Without Redis (QUEUE_BACKEND=postgres) the limits count in Postgres, shared by every API process. */
describe('rate limits on the Postgres store', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const env = { QUEUE_BACKEND: 'postgres', REDIS_URL: undefined, SUBSCRIBE_RATE_LIMIT: '2', TRUST_PROXY: 'true' };
    first = await startTestApp(env);
    second = await startTestApp(env);
    await truncateAll(first.dataSource);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  const subscribe = (app: TestApp, from: string) =>
    app.http().post('/api/subscriptions').set('X-Forwarded-For', from).send({});

  it('shares one count between API processes and answers 429 with Retry-After past it', async () => {
    expect((await subscribe(first, '203.0.113.50')).status).toBe(400);
    expect((await subscribe(second, '203.0.113.50')).status).toBe(400);
    const limited = await subscribe(first, '203.0.113.50');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ statusCode: 429, message: SUBSCRIBE_MESSAGES.tooMany });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);

    const [row] = await first.dataSource.query(`SELECT points FROM rate_limits WHERE key = $1`, [
      'ratelimit:subscribe:203.0.113.50',
    ]);
    expect(row.points).toBe(3);
    expect((await subscribe(second, '2001:db8::1')).status).toBe(400);
  });
});
