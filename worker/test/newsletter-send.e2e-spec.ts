import { Queue } from 'bullmq';
import { QueueName } from '../../api/src/queues/queue-names';
import { loginAsAdmin } from '../../api/test/support/admin-session';
import { useSmtpAppWithWorkers } from '../../api/test/support/mail-stage';
import { rawHeader, type SmtpTestServer } from '../../api/test/support/smtp-test-server';
import type { TestApp } from '../../api/test/support/test-app';
import { truncateAll } from '../../api/test/support/test-database';
import { waitFor } from '../../api/test/support/worker-process';
import { isolatedQueuePrefix, testRedisConnection, waitForQueueIdle } from './support/jobs-harness';

jest.setTimeout(180_000);

/** Figures for the report: the kill test's in-flight count and duplicates, and how long things took. */
const figures: Record<string, number | string> = {};

interface SubscriberSeed {
  count: number;
  prefix: string;
  status?: 'active' | 'pending' | 'unsubscribed' | 'bounced';
  credit?: boolean;
  interests?: string[];
}

describe('newsletter sends through the real worker and a real SMTP server', () => {
  const prefix = isolatedQueuePrefix('newsletters');
  const stage = useSmtpAppWithWorkers(prefix);
  const startNewsletterWorker = stage.startWorker;
  let smtp: SmtpTestServer;
  let t: TestApp;
  let cookies: string[];

  beforeAll(() => {
    ({ smtp, t } = stage);
  });

  beforeEach(async () => {
    await truncateAll(t.dataSource);
    cookies = await loginAsAdmin(t);
    smtp.received.splice(0);
    smtp.attempts.splice(0);
    smtp.respond(() => ({ accept: true }));
  });

  afterAll(() => {
    console.log(`newsletter figures: ${JSON.stringify(figures)}`);
  });

  const seed = async ({ count, prefix: name, status = 'active', credit = false, interests = [] }: SubscriberSeed) => {
    await t.dataSource.query(
      `INSERT INTO subscriptions (email, first_name, last_name, credit_program_participation, interests, status, is_active)
       SELECT $1 || n || '@example.com', 'Reader' || n, 'Test', $2, $3, $4::varchar, $4::varchar IN ('active', 'pending')
       FROM generate_series(1, $5::int) n`,
      [name, credit, interests, status, count],
    );
    return Array.from({ length: count }, (_, i) => `${name}${i + 1}@example.com`);
  };

  const createNewsletter = async (title = 'The Cypher Weekly: test issue') => {
    const response = await t
      .http()
      .post('/api/newsletters')
      .set('Cookie', cookies)
      .send({ title, description: 'Stories, spotlight and drops.', content: '## Top stories\n\nThe week in **rap**.' })
      .expect(201);
    return response.body.id as number;
  };

  const send = (id: number, body: Record<string, unknown> = {}) =>
    t.http().post(`/api/admin/newsletters/${id}/send`).set('Cookie', cookies).send(body);

  const stats = async (id: number) =>
    (await t.http().get(`/api/admin/newsletters/${id}/deliveries`).set('Cookie', cookies).expect(200)).body;

  const waitUntilSent = (id: number, timeoutMs = 60_000) =>
    waitFor(
      async () => {
        const current = await stats(id);
        return current.status === 'sent' ? current : null;
      },
      { timeoutMs, intervalMs: 250, what: `newsletter ${id} to be sent` },
    );

  const received = (title: string) => smtp.received.filter((mail) => mail.parsed.subject === title);

  it('reaches exactly the active subscribers of the segment, once each, with unsubscribe headers, and skips one who left after the snapshot', async () => {
    const members = await seed({ count: 6, prefix: 'member', credit: true, interests: ['Drill'] });
    await seed({ count: 3, prefix: 'other', credit: false, interests: ['Drill'] });
    await seed({ count: 2, prefix: 'pending', status: 'pending', credit: true, interests: ['Drill'] });
    await seed({ count: 1, prefix: 'gone', status: 'unsubscribed', credit: true, interests: ['Drill'] });
    await seed({ count: 1, prefix: 'nomatch', credit: true, interests: ['Jazz'] });
    const id = await createNewsletter();
    // Two per second, so the last recipient's turn comes well after the first email.
    await startNewsletterWorker({ EMAIL_RATE_PER_SECOND: '2' });

    const accepted = await send(id, { segment: { creditProgram: true, interests: ['drill'] } }).expect(202);
    expect(accepted.body).toEqual({ jobId: expect.any(String), recipients: 6, scheduledAt: expect.any(String) });
    const again = await send(id, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already scheduled|going out/);

    await smtp.waitForMail(members[0], () => true, 30_000);
    // Leaves after the snapshot, before its turn: skipped, not sent.
    const leaver = members[5];
    await t.dataSource.query(`UPDATE subscriptions SET status = 'unsubscribed', is_active = false WHERE email = $1`, [
      leaver,
    ]);

    const final = await waitUntilSent(id);
    expect(final).toEqual({ status: 'sent', total: 6, queued: 0, sent: 5, failed: 0, bounced: 0, skipped: 1 });
    const mails = received('The Cypher Weekly: test issue');
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(members.slice(0, 5).sort());
    for (const mail of mails) {
      expect(rawHeader(mail, 'List-Unsubscribe')).toMatch(new RegExp(`^<${t.url}/api/subscriptions/one-click`));
      expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const n = mail.to[0].match(/member(\d+)@/)![1];
      expect(mail.parsed.text).toContain(`Hi Reader${n},`);
      // The web version link is the reader's own: opening it recognises their browser.
      expect(mail.parsed.text).toMatch(new RegExp(`${t.url}/newsletter/${id}\\?st=r\\.`));
      expect(mail.parsed.text).toContain(`${t.url}/unsubscribe?token=`);
      expect(mail.parsed.html).toContain('View in browser');
    }
    const [row] = await t.dataSource.query(
      'SELECT status, recipient_count, segment, sent_at, published_at FROM newsletters WHERE id = $1',
      [id],
    );
    expect(row).toMatchObject({
      status: 'sent',
      recipient_count: 6,
      segment: { creditProgram: true, interests: ['drill'] },
    });
    expect(row.sent_at).not.toBeNull();
    // Nothing trickles in after the send is reported over: once the email queue has no job left,
    // the SMTP server has had every message there will be.
    const reported = smtp.received.length;
    await waitForQueueIdle(QueueName.Email, prefix);
    expect(smtp.received).toHaveLength(reported);
  });

  it('a worker SIGKILLed in the middle of a 2,000-recipient send: another finishes it, duplicates no more than the emails in flight', async () => {
    const addresses = await seed({ count: 2_000, prefix: 'bulk' });
    const id = await createNewsletter('Bulk issue');
    const doomed = await startNewsletterWorker({ EMAIL_CONCURRENCY: '10' });
    const started = Date.now();
    // More than 1,000 recipients: the send names the count the admin confirmed.
    await send(id, { confirmCount: 2_000 }).expect(202);

    await waitFor(async () => received('Bulk issue').length >= 600, {
      timeoutMs: 90_000,
      intervalMs: 20,
      what: '600 emails before the kill',
    });
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    const [{ inflight }] = await t.dataSource.query(
      `SELECT count(*)::int AS inflight FROM newsletter_deliveries WHERE newsletter_id = $1 AND status = 'sending'`,
      [id],
    );
    const atKill = received('Bulk issue').length;

    await startNewsletterWorker({ EMAIL_CONCURRENCY: '10' });
    const final = await waitUntilSent(id, 120_000);
    expect(final).toMatchObject({ total: 2_000, sent: 2_000, failed: 0, queued: 0 });

    await waitForQueueIdle(QueueName.Email, prefix);
    const mails = received('Bulk issue');
    const perAddress = new Map<string, number>();
    for (const mail of mails) perAddress.set(mail.to[0], (perAddress.get(mail.to[0]) ?? 0) + 1);
    expect([...perAddress.keys()].sort()).toEqual([...addresses].sort());
    const duplicates = mails.length - addresses.length;
    Object.assign(figures, {
      killAfterEmails: atKill,
      inFlightAtKill: inflight,
      duplicates,
      killTestSeconds: ((Date.now() - started) / 1000).toFixed(1),
    });
    expect(inflight).toBeLessThanOrEqual(10);
    expect(duplicates).toBeLessThanOrEqual(inflight);
  });

  it('retries a 421 answer and bounces an address answered 550', async () => {
    const [flaky] = await seed({ count: 1, prefix: 'flaky' });
    const [dead] = await seed({ count: 1, prefix: 'dead' });
    let flakyRefused = 0;
    smtp.respond((_n, to) => {
      if (to.includes(dead)) return { accept: false, code: 550, text: '5.1.1 No such mailbox' };
      if (to.includes(flaky) && flakyRefused === 0) {
        flakyRefused += 1;
        return { accept: false, code: 421, text: '4.7.0 Try again later' };
      }
      return { accept: true };
    });
    const id = await createNewsletter('Flaky issue');
    await startNewsletterWorker();
    await send(id).expect(202);

    const final = await waitUntilSent(id);
    expect(final).toMatchObject({ total: 2, sent: 1, bounced: 1, failed: 0 });
    expect(smtp.attempts.filter((attempt) => attempt.to.includes(flaky)).map((attempt) => attempt.code)).toEqual([
      421, 250,
    ]);
    expect(smtp.attempts.filter((attempt) => attempt.to.includes(dead)).map((attempt) => attempt.code)).toEqual([550]);
    const statuses = await t.dataSource.query('SELECT email, status FROM subscriptions ORDER BY email');
    expect(statuses).toEqual([
      { email: dead, status: 'bounced' },
      { email: flaky, status: 'active' },
    ]);
  });

  it('retries the failed deliveries of a finished send, and only those', async () => {
    const [kept, lost] = await seed({ count: 2, prefix: 'retry' });
    const id = await createNewsletter('Retry issue');
    await startNewsletterWorker();
    await send(id).expect(202);
    await waitUntilSent(id);
    // As if the mail server had kept answering "try later" until the delivery's attempts ran out.
    await t.dataSource.query(
      `UPDATE newsletter_deliveries SET status = 'failed', last_error = '421 4.7.0 Try again later'
       WHERE subscription_id = (SELECT id FROM subscriptions WHERE email = $1)`,
      [lost],
    );
    expect(await stats(id)).toMatchObject({ status: 'sent', sent: 1, failed: 1 });

    const retry = await t.http().post(`/api/admin/newsletters/${id}/deliveries/retry`).set('Cookie', cookies);
    expect(retry.status).toBe(202);
    expect(retry.body.recipients).toBe(1);
    await waitFor(async () => (await stats(id)).sent === 2, { what: 'the retried delivery to be sent' });
    expect(await waitUntilSent(id)).toMatchObject({ total: 2, sent: 2, failed: 0 });
    expect(received('Retry issue').filter((mail) => mail.to.includes(lost))).toHaveLength(2);
    expect(received('Retry issue').filter((mail) => mail.to.includes(kept))).toHaveLength(1);
    const again = await t.http().post(`/api/admin/newsletters/${id}/deliveries/retry`).set('Cookie', cookies);
    expect(again.status).toBe(409);
  });

  it('a send scheduled while every worker is down goes out when one starts, even when its job was lost', async () => {
    const [reader] = await seed({ count: 1, prefix: 'sched' });
    const kept = await createNewsletter('Scheduled issue');
    const lost = await createNewsletter('Lost job issue');
    const at = new Date(Date.now() + 2_000).toISOString();
    const first = await send(kept, { scheduledAt: at }).expect(202);
    const second = await send(lost, { scheduledAt: at }).expect(202);
    expect(Date.parse(first.body.scheduledAt)).toBe(Date.parse(at));
    // A Redis that lost its data: the second send's delayed job is gone.
    const queue = new Queue(QueueName.Email, { connection: testRedisConnection(), prefix });
    await queue.remove(second.body.jobId);
    // The kept send is due and still waiting: with no worker, its time passing sends nothing.
    await waitFor(
      async () => {
        const job = await queue.getJob(first.body.jobId);
        return job !== undefined && (await job.getState()) === 'delayed' && job.timestamp + job.delay <= Date.now();
      },
      { what: 'the scheduled send to fall due' },
    );
    await queue.close();
    expect((await stats(kept)).status).toBe('scheduled');
    expect(smtp.received).toHaveLength(0);

    await startNewsletterWorker();
    await waitUntilSent(kept);
    await waitUntilSent(lost);
    expect(smtp.received.map((mail) => [mail.to[0], mail.parsed.subject]).sort()).toEqual([
      [reader, 'Lost job issue'],
      [reader, 'Scheduled issue'],
    ]);
  });

  it('a send whose email jobs the queue lost is finished by the next worker, each recipient once', async () => {
    const addresses = await seed({ count: 40, prefix: 'lostjobs' });
    const id = await createNewsletter('Lost emails issue');
    // Slow enough that most emails are still waiting when the queue loses its jobs.
    const first = await startNewsletterWorker({ EMAIL_RATE_PER_SECOND: '10' });
    await send(id).expect(202);
    await waitFor(async () => received('Lost emails issue').length >= 5, {
      timeoutMs: 30_000,
      intervalMs: 20,
      what: 'the first emails of the send',
    });
    await first.stop();
    await first.exited;
    // A Redis that lost its data mid-send: every job of the email queue is gone, the deliveries stay.
    const queue = new Queue(QueueName.Email, { connection: testRedisConnection(), prefix });
    await queue.obliterate({ force: true });
    await queue.close();
    const before = received('Lost emails issue').length;
    expect(before).toBeLessThan(addresses.length);
    expect((await stats(id)).status).toBe('sending');

    await startNewsletterWorker();
    const final = await waitUntilSent(id);
    expect(final).toMatchObject({ total: 40, sent: 40, failed: 0, queued: 0 });
    await waitForQueueIdle(QueueName.Email, prefix);
    const perAddress = new Map<string, number>();
    for (const mail of received('Lost emails issue')) perAddress.set(mail.to[0], (perAddress.get(mail.to[0]) ?? 0) + 1);
    expect([...perAddress.keys()].sort()).toEqual([...addresses].sort());
    expect([...perAddress.values()].every((times) => times === 1)).toBe(true);
  });

  it('cancelling a scheduled send sends nothing', async () => {
    await seed({ count: 3, prefix: 'cancel' });
    const id = await createNewsletter('Cancelled issue');
    await startNewsletterWorker();
    const scheduled = await send(id, { scheduledAt: new Date(Date.now() + 2_000).toISOString() }).expect(202);
    await t.http().delete(`/api/admin/newsletters/${id}/send`).set('Cookie', cookies).expect(204);
    const twice = await t.http().delete(`/api/admin/newsletters/${id}/send`).set('Cookie', cookies);
    expect(twice.status).toBe(409);

    // Nothing can go out later: the send's job is gone and no email job is left behind.
    const queue = new Queue(QueueName.Email, { connection: testRedisConnection(), prefix });
    expect(await queue.getJob(scheduled.body.jobId)).toBeUndefined();
    await queue.close();
    await waitForQueueIdle(QueueName.Email, prefix);
    expect(smtp.received).toHaveLength(0);
    expect(await stats(id)).toEqual({
      status: 'cancelled',
      total: 0,
      queued: 0,
      sent: 0,
      failed: 0,
      bounced: 0,
      skipped: 0,
    });
  });

  it('sends a test to at most five addresses, marked as a test, touching no subscriber', async () => {
    const id = await createNewsletter('Test me');
    await startNewsletterWorker();
    const tooMany = await t
      .http()
      .post(`/api/admin/newsletters/${id}/test`)
      .set('Cookie', cookies)
      .send({ emails: ['a@x.example', 'b@x.example', 'c@x.example', 'd@x.example', 'e@x.example', 'f@x.example'] });
    expect(tooMany.status).toBe(400);
    await t
      .http()
      .post(`/api/admin/newsletters/${id}/test`)
      .set('Cookie', cookies)
      .send({ emails: ['editor@x.example', 'chief@x.example'] })
      .expect(202);
    const mail = await smtp.waitForMail('editor@x.example');
    expect(mail.parsed.subject).toBe('[TEST] Test me');
    expect(mail.to.sort()).toEqual(['chief@x.example', 'editor@x.example']);
    expect((await stats(id)).status).toBe('draft');
  });
});
