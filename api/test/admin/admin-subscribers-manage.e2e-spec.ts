import { Queue } from 'bullmq';
import { IMPORT_MESSAGES } from '../../src/modules/subscriptions/import/subscriber-import-rows';
import { QueueName } from '../../src/queues/queue-names';
import { loginAsAdmin } from '../support/admin-session';
import { useOutboxStage } from '../support/mail-stage';
import { truncateAll } from '../support/test-database';
import { uniqueName } from '../support/test-env';
import { waitFor } from '../support/worker-process';
import { testRedisConnection } from '../../../worker/test/support/jobs-harness';

jest.setTimeout(120_000);

describe('admin subscriber management, with the catch-all outbox as the mail server', () => {
  const prefix = uniqueName('cypher-admin-mail');
  const outbox = useOutboxStage(prefix, { SUBSCRIBE_RATE_LIMIT: '100000' });
  let cookies: string[];
  let emailQueue: Queue;

  beforeAll(() => {
    emailQueue = new Queue(QueueName.Email, { connection: testRedisConnection(), prefix });
  });

  afterAll(async () => {
    await emailQueue?.close();
  });

  beforeEach(async () => {
    // A test's emails may still be on their way: let them land before the tables are emptied,
    // so they cannot reach the next test's outbox.
    await waitFor(
      async () => {
        const counts = await emailQueue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        return Object.values(counts).every((count) => count === 0);
      },
      { what: "the previous test's emails to be sent" },
    );
    await truncateAll(outbox.t.dataSource);
    cookies = await loginAsAdmin(outbox.t);
  });

  const admin = {
    get: (path: string) => outbox.t.http().get(path).set('Cookie', cookies),
    post: (path: string, body?: object) => outbox.t.http().post(path).set('Cookie', cookies).send(body),
    delete: (path: string) => outbox.t.http().delete(path).set('Cookie', cookies),
  };
  const subscribe = (email: string, firstName = 'Nia', credit = false) =>
    outbox.t
      .http()
      .post('/api/subscriptions')
      .send({
        firstName,
        lastName: 'Banks',
        email,
        creditProgramParticipation: credit,
        ...(credit ? { phoneNumber: '555 010 0182' } : {}),
      })
      .expect(201);

  it('keeps every email in the outbox: the admin sees the confirmation of a reader who subscribed', async () => {
    await subscribe('outbox.reader@example.com');
    const list = await waitFor(
      async () => {
        const response = await admin.get('/api/admin/outbox').expect(200);
        return response.body.length > 0 ? response : undefined;
      },
      { what: 'the confirmation in the outbox' },
    );
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.body[0]).toEqual({
      id: expect.any(Number),
      to: ['outbox.reader@example.com'],
      subject: 'Confirm your subscription to The Cypher',
      receivedAt: expect.any(String),
    });
    const message = await admin.get(`/api/admin/outbox/${list.body[0].id}`).expect(200);
    expect(message.body.html).toEqual(expect.stringContaining('/subscribe/confirm?token='));
    expect(message.body.text).toEqual(expect.stringContaining('Confirm'));
    expect(message.body.headers).toEqual(
      expect.arrayContaining([{ name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' }]),
    );
    await admin.get('/api/admin/outbox/999999').expect(404);
    await admin.get('/api/admin/outbox/abc').expect(400);
    await outbox.t.http().get('/api/admin/outbox').expect(401);
  });

  it('lists status and consent, filters by status and credit program, searches, pages on the server; stats count active', async () => {
    await subscribe('ada@example.com', 'Ada', true);
    await subscribe('bob@example.com', 'Bob');
    await subscribe('cy@example.com', 'Cy');
    await outbox.t.dataSource.query(
      `UPDATE subscriptions SET status = 'active', confirmed_at = now() WHERE email <> 'cy@example.com'`,
    );

    const all = await admin.get('/api/admin/subscribers').expect(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.body.find((s: { email: string }) => s.email === 'cy@example.com')).toEqual(
      expect.objectContaining({
        status: 'pending',
        confirmedAt: null,
        subscribedAt: expect.any(String),
        newsletterConsent: { granted: true, form: 'home-subscribe', recordedAt: expect.any(String) },
      }),
    );
    const pending = await admin.get('/api/admin/subscribers?status=pending').expect(200);
    expect(pending.body.map((s: { email: string }) => s.email)).toEqual(['cy@example.com']);
    const credit = await admin.get('/api/admin/subscribers?credit=yes').expect(200);
    expect(credit.body.map((s: { email: string }) => s.email)).toEqual(['ada@example.com']);
    const search = await admin.get('/api/admin/subscribers?q=BOB').expect(200);
    expect(search.body.map((s: { email: string }) => s.email)).toEqual(['bob@example.com']);
    const page = await admin.get('/api/admin/subscribers?limit=1&offset=1').expect(200);
    expect(page.body).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe('3');
    await admin.get('/api/admin/subscribers?status=gone').expect(400);
    await admin.get('/api/admin/subscribers?credit=maybe').expect(400);

    const stats = await admin.get('/api/admin/stats').expect(200);
    expect(stats.body).toEqual(
      expect.objectContaining({
        totalSubscribers: 2,
        creditProgramYes: 1,
        creditProgramNo: 1,
        pendingSubscribers: 1,
        unsubscribed: 0,
      }),
    );
    const csv = await admin.get('/api/admin/subscribers.csv').expect(200);
    expect(csv.text.split('\r\n')[0]).toBe(
      'id,firstName,lastName,email,creditProgramParticipation,phoneNumber,subscribedAt,status,confirmedAt',
    );
    expect(csv.text).toContain(',pending,');
  });

  it('unsubscribes, resends a confirmation, exports a subscriber as JSON and erases them leaving no row', async () => {
    await subscribe('erase.me@example.com', 'Eli', true);
    const [body] = await outbox.t.dataSource.query(`SELECT id FROM subscriptions WHERE email = 'erase.me@example.com'`);
    await waitFor(async () => (await admin.get('/api/admin/outbox').expect(200)).body.length === 1, {
      what: 'the first confirmation',
    });
    // The first confirmation went out just now: a second one waits ten minutes.
    const tooSoon = await admin.post(`/api/admin/subscribers/${body.id}/resend-confirmation`).expect(409);
    expect(tooSoon.body.message).toMatch(/ten minutes/);
    await outbox.t.dataSource.query(`UPDATE subscriptions SET confirmation_sent_at = now() - interval '1 hour'`);
    await admin.post(`/api/admin/subscribers/${body.id}/resend-confirmation`).expect(202);
    await waitFor(async () => (await admin.get('/api/admin/outbox').expect(200)).body.length === 2, {
      what: 'the resent confirmation',
    });

    const exported = await admin.get(`/api/admin/subscribers/${body.id}/export`).expect(200);
    expect(exported.body.subscriber).toEqual(
      expect.objectContaining({ email: 'erase.me@example.com', status: 'pending', phoneNumber: '555 010 0182' }),
    );
    expect(exported.body.consents.map((c: { purpose: string }) => c.purpose)).toEqual([
      'newsletter',
      'credit_program',
      'phone_contact',
    ]);
    expect(exported.body.emails).toHaveLength(2);
    expect(exported.body.emails[0]).toEqual(expect.objectContaining({ kind: 'confirmation', status: 'sent' }));

    await admin.post(`/api/admin/subscribers/${body.id}/unsubscribe`).expect(200);
    const [row] = await outbox.t.dataSource.query('SELECT status, is_active FROM subscriptions WHERE id = $1', [
      body.id,
    ]);
    expect(row).toEqual({ status: 'unsubscribed', is_active: false });
    await admin.post(`/api/admin/subscribers/${body.id}/resend-confirmation`).expect(409);

    await admin.delete(`/api/admin/subscribers/${body.id}`).expect(204);
    for (const table of ['subscriptions', 'subscription_consents', 'email_deliveries', 'outbox_messages']) {
      const [{ count }] = await outbox.t.dataSource.query(`SELECT count(*)::int AS count FROM ${table}`);
      expect([table, count]).toEqual([table, 0]);
    }
    await admin.delete(`/api/admin/subscribers/${body.id}`).expect(404);
    await admin.get(`/api/admin/subscribers/${body.id}/export`).expect(404);
    await outbox.t.http().delete(`/api/admin/subscribers/1`).expect(401);
  });

  it('imports a CSV and answers a per-row report', async () => {
    await subscribe('already@example.com');
    const csv = [
      'email,firstName,lastName,creditProgramParticipation,phoneNumber',
      'new.one@example.com,New,One,no,',
      'already@example.com,Al,Ready,no,',
      'broken,Bro,Ken,no,',
      'new.two@example.com,New,Two,yes,+1 404 555 0100',
      'NEW.ONE@example.com,New,Again,no,',
    ].join('\n');
    const report = await admin.post('/api/admin/subscribers/import', { csv }).expect(200);
    expect(report.body).toEqual({
      imported: 2,
      skipped: 3,
      rows: [
        { line: 2, email: 'new.one@example.com', result: 'imported' },
        { line: 3, email: 'already@example.com', result: 'skipped', reason: IMPORT_MESSAGES.exists },
        { line: 4, email: 'broken', result: 'skipped', reason: expect.stringContaining('valid email') },
        { line: 5, email: 'new.two@example.com', result: 'imported' },
        { line: 6, email: 'NEW.ONE@example.com', result: 'skipped', reason: IMPORT_MESSAGES.duplicateInFile },
      ],
    });
    const rows = await outbox.t.dataSource.query(
      `SELECT s.email, s.status, c.form FROM subscriptions s JOIN subscription_consents c ON c.subscription_id = s.id
       WHERE c.purpose = 'newsletter' AND s.email LIKE 'new.%' ORDER BY s.email`,
    );
    expect(rows).toEqual([
      { email: 'new.one@example.com', status: 'active', form: 'admin-import' },
      { email: 'new.two@example.com', status: 'active', form: 'admin-import' },
    ]);
    const bad = await admin.post('/api/admin/subscribers/import', { csv: 'name\nx' }).expect(400);
    expect(bad.body.message).toBe(IMPORT_MESSAGES.header);
    await admin.post('/api/admin/subscribers/import', {}).expect(400);
  });
});
