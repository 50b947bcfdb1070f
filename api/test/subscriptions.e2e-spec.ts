import { SUBSCRIBE_MESSAGES } from '../src/modules/subscriptions/dto/create-subscription.dto';
import { startTestApp } from './support/test-app';
import { truncateAll } from './support/test-database';
import { useTestApp } from './support/use-test-app';
import { uniqueName } from './support/test-env';

/** Rate-limit counters live in Redis under the app's prefix: a fresh prefix gives each app fresh counters. */
const freshCounters = () => ({ QUEUE_PREFIX: uniqueName('cypher-rl') });

const valid = {
  firstName: 'Nia',
  lastName: 'Banks',
  email: 'nia@example.com',
  creditProgramParticipation: false,
};

describe('POST /api/subscriptions', () => {
  const t = useTestApp({ SUBSCRIBE_RATE_LIMIT: '100000', ...freshCounters() });

  const subscribe = (body: unknown) =>
    t
      .http()
      .post('/api/subscriptions')
      .send(body as object);

  it('stores a subscriber, trimming names, and answers 201 with the request and a message', async () => {
    const response = await subscribe({ ...valid, firstName: '  Nia ', lastName: ' Banks ' }).expect(201);
    expect(response.body).toEqual({
      message: SUBSCRIBE_MESSAGES.accepted,
      email: 'nia@example.com',
      firstName: 'Nia',
      lastName: 'Banks',
      creditProgramParticipation: false,
    });
    const rows = await t.dataSource.query('SELECT first_name, last_name, email, is_active FROM subscriptions');
    expect(rows).toEqual([{ first_name: 'Nia', last_name: 'Banks', email: 'nia@example.com', is_active: true }]);
  });

  it('keeps the phone number of a credit-program participant', async () => {
    const response = await subscribe({
      ...valid,
      creditProgramParticipation: true,
      phoneNumber: ' +1 (404) 555-0182 ',
    }).expect(201);
    expect(response.body.creditProgramParticipation).toBe(true);
    const [row] = await t.dataSource.query('SELECT phone_number FROM subscriptions');
    expect(row.phone_number).toBe('+1 (404) 555-0182');
  });

  it('discards the phone number when the reader does not join the credit program', async () => {
    await subscribe({ ...valid, phoneNumber: '+1 404 555 0182' }).expect(201);
    const [row] = await t.dataSource.query('SELECT phone_number FROM subscriptions');
    expect(row.phone_number).toBeNull();
  });

  it.each([
    ['a missing first name', { ...valid, firstName: undefined }, SUBSCRIBE_MESSAGES.firstName],
    ['a blank first name', { ...valid, firstName: '   ' }, SUBSCRIBE_MESSAGES.firstName],
    ['a blank last name', { ...valid, lastName: ' ' }, SUBSCRIBE_MESSAGES.lastName],
    ['a missing email', { ...valid, email: undefined }, SUBSCRIBE_MESSAGES.email],
    ['a blank email', { ...valid, email: '  ' }, SUBSCRIBE_MESSAGES.email],
    ['an email without @', { ...valid, email: 'nia.example.com' }, SUBSCRIBE_MESSAGES.undeliverableEmail],
    ['an email with @ but no domain', { ...valid, email: 'nia@' }, SUBSCRIBE_MESSAGES.undeliverableEmail],
    ['an email whose domain has no dot', { ...valid, email: 'tasha@example' }, SUBSCRIBE_MESSAGES.undeliverableEmail],
    ['an email with two @', { ...valid, email: 'ta@sha@example.com' }, SUBSCRIBE_MESSAGES.undeliverableEmail],
    ['a non-string name', { ...valid, firstName: 42 }, SUBSCRIBE_MESSAGES.firstName],
  ])('answers 400 naming the one wrong field for %s', async (_case, body, message) => {
    const response = await subscribe(body).expect(400);
    expect(response.body).toEqual(expect.objectContaining({ statusCode: 400, message }));
    expect(Object.keys(response.body.errors)).toHaveLength(1);
  });

  it.each([
    ['missing', { ...valid, creditProgramParticipation: undefined }],
    ['a string', { ...valid, creditProgramParticipation: 'yes' }],
    ['null', { ...valid, creditProgramParticipation: null }],
  ])('answers 400 with the credit-choice message when the choice is %s', async (_case, body) => {
    const response = await subscribe(body).expect(400);
    expect(response.body.message).toBe(SUBSCRIBE_MESSAGES.creditChoice);
  });

  it.each([
    ['missing', undefined],
    ['blank', '   '],
  ])('answers 400 with the phone message when the phone is %s for a participant', async (_case, phoneNumber) => {
    const response = await subscribe({ ...valid, creditProgramParticipation: true, phoneNumber }).expect(400);
    expect(response.body.message).toBe(SUBSCRIBE_MESSAGES.phone);
  });

  it('rejects a phone number that is not one', async () => {
    const response = await subscribe({ ...valid, creditProgramParticipation: true, phoneNumber: 'call me' }).expect(
      400,
    );
    expect(response.body.message).toBe(SUBSCRIBE_MESSAGES.phoneFormat);
  });

  it('rejects unknown fields and malformed JSON with a 400, never a 500', async () => {
    const extra = await subscribe({ ...valid, isAdmin: true }).expect(400);
    expect(extra.body.message).toMatch(/isAdmin/);
    const malformed = await t.http().post('/api/subscriptions').set('Content-Type', 'application/json').send('{"a":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.statusCode).toBe(400);
  });

  it('answers the same 201 for the same email in any case, keeping the first row', async () => {
    await subscribe(valid).expect(201);
    const response = await subscribe({ ...valid, firstName: 'Other', email: 'NIA@Example.COM' }).expect(201);
    expect(response.body.message).toBe(SUBSCRIBE_MESSAGES.accepted);
    const rows = await t.dataSource.query('SELECT first_name FROM subscriptions');
    expect(rows).toEqual([{ first_name: 'Nia' }]);
  });

  it('stores exactly one row for 200 concurrent identical requests, with no 5xx', async () => {
    const responses = await Promise.all(Array.from({ length: 200 }, () => subscribe(valid)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(200);
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM subscriptions');
    expect(count).toBe(1);
  });
});

describe('subscribe rate limit', () => {
  it('allows SUBSCRIBE_RATE_LIMIT attempts per IP per hour, then 429 with Retry-After', async () => {
    const t = await startTestApp({ SUBSCRIBE_RATE_LIMIT: '3', ...freshCounters() });
    try {
      await truncateAll(t.dataSource);
      for (let i = 0; i < 3; i++) {
        await t
          .http()
          .post('/api/subscriptions')
          .send({ ...valid, email: `r${i}@example.com` })
          .expect(201);
      }
      const limited = await t
        .http()
        .post('/api/subscriptions')
        .send({ ...valid, email: 'r9@example.com' })
        .expect(429);
      expect(limited.body).toEqual({ statusCode: 429, message: SUBSCRIBE_MESSAGES.tooMany });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM subscriptions');
      expect(count).toBe(3);
    } finally {
      await t.close();
    }
  });

  it('defaults to 10 per hour and reads X-Forwarded-For only behind TRUST_PROXY', async () => {
    const untrusted = await startTestApp({
      SUBSCRIBE_RATE_LIMIT: undefined,
      TRUST_PROXY: undefined,
      ...freshCounters(),
    });
    try {
      // A client cannot dodge the limit by inventing X-Forwarded-For addresses.
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const r = await untrusted.http().post('/api/subscriptions').set('X-Forwarded-For', `10.0.0.${i}`).send({});
        statuses.push(r.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await untrusted.close();
    }

    const proxied = await startTestApp({ SUBSCRIBE_RATE_LIMIT: '1', TRUST_PROXY: 'true', ...freshCounters() });
    try {
      await proxied.http().post('/api/subscriptions').set('X-Forwarded-For', '203.0.113.7').send({}).expect(400);
      await proxied.http().post('/api/subscriptions').set('X-Forwarded-For', '203.0.113.7').send({}).expect(429);
      await proxied.http().post('/api/subscriptions').set('X-Forwarded-For', '203.0.113.8').send({}).expect(400);
    } finally {
      await proxied.close();
    }
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    const proxied = await startTestApp({ SUBSCRIBE_RATE_LIMIT: '1', TRUST_PROXY: 'true', ...freshCounters() });
    try {
      await proxied.http().post('/api/subscriptions').set('X-Forwarded-For', '2001:db8:7:7::1').send({}).expect(400);
      const sameNetwork = await proxied
        .http()
        .post('/api/subscriptions')
        .set('X-Forwarded-For', '2001:db8:7:7:ffff::2')
        .send({})
        .expect(429);
      expect(sameNetwork.body).toEqual({ statusCode: 429, message: SUBSCRIBE_MESSAGES.tooMany });
      await proxied.http().post('/api/subscriptions').set('X-Forwarded-For', '2001:db8:7:8::1').send({}).expect(400);
    } finally {
      await proxied.close();
    }
  });
});
