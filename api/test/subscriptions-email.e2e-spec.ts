import { SUBSCRIBE_MESSAGES } from '../src/modules/subscriptions/dto/create-subscription.dto';
import { LINK_MESSAGES } from '../src/modules/subscriptions/dto/link-token.dto';
import { SubscriberLinks } from '../src/modules/subscriptions/links/subscriber-links';
import { linkIn, rawHeader, ReceivedMail } from './support/smtp-test-server';
import { startTestApp } from './support/test-app';
import { useMailStage } from './support/mail-stage';
import { uniqueName } from './support/test-env';
import { waitFor } from './support/worker-process';
import { QueueName } from '../src/queues/queue-names';
import { waitForQueueIdle } from '../../worker/test/support/jobs-harness';

jest.setTimeout(120_000);

/** Figures for the report: how long a confirmation takes to arrive, and how many attempts it took. */
const figures: Record<string, number | string> = {};

describe('subscriber emails through a real SMTP server and the real worker', () => {
  const prefix = uniqueName('cypher-mail');
  const stage = useMailStage(prefix, { appEnv: { SUBSCRIBE_RATE_LIMIT: '100000' }, truncateFirst: true });
  afterAll(() => {
    console.log(`mail figures: ${JSON.stringify(figures)}`);
  });

  beforeEach(() => stage.smtp.respond(() => ({ accept: true })));

  const subscribe = (email: string, extra: Record<string, unknown> = {}) =>
    stage.t
      .http()
      .post('/api/subscriptions')
      .set('User-Agent', 'jest-reader/1.0')
      .send({ firstName: 'Nia', lastName: 'Banks', email, creditProgramParticipation: false, ...extra });

  const statusOf = async (email: string): Promise<string> =>
    (await stage.t.dataSource.query('SELECT status FROM subscriptions WHERE email = $1', [email]))[0]?.status;

  const mailsTo = (email: string) => stage.smtp.received.filter((mail) => mail.to.includes(email));

  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  /**
   * Every email job has ended, retries included: what the SMTP server holds
   * then is all it will ever get, so "nothing more arrived" is read, not guessed.
   */
  const emailsSettled = () => waitForQueueIdle(QueueName.Email, prefix);

  /** The delivery row to `email` once it has reached `status`. */
  const deliveryOnceItIs = (status: 'sent' | 'failed', email: string) =>
    waitFor(
      async () =>
        (
          await stage.t.dataSource.query(
            `SELECT message_id, status, attempts, last_error FROM email_deliveries WHERE recipient = $1 AND status = $2`,
            [email, status],
          )
        )[0],
      { what: `the delivery to ${email} to be ${status}` },
    );

  it('confirms by email: pending, confirmation with a working link, a GET confirms nothing, POST confirms, welcome follows', async () => {
    const email = 'confirm.flow@example.com';
    const started = Date.now();
    const created = await subscribe(email, { creditProgramParticipation: true, phoneNumber: '+1 404 555 0182' }).expect(
      201,
    );
    expect(created.body).toEqual(expect.objectContaining({ email, message: SUBSCRIBE_MESSAGES.accepted }));
    expect(await statusOf(email)).toBe('pending');

    const confirmation = await stage.smtp.waitForMail(email);
    figures.subscribeToConfirmationMs = confirmation.receivedAt - started;
    expect(confirmation.parsed.subject).toBe('Confirm your subscription to The Cypher');
    expect(confirmation.parsed.html).toEqual(expect.stringContaining('Confirm subscription'));
    expect(confirmation.parsed.text).toEqual(expect.stringContaining('Hi Nia,'));
    expect(rawHeader(confirmation, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const delivery = await deliveryOnceItIs('sent', email);
    expect(delivery).toEqual({
      message_id: confirmation.parsed.messageId,
      status: 'sent',
      attempts: 1,
      last_error: null,
    });

    const confirmLink = linkIn(confirmation, `${stage.t.url}/subscribe/confirm?token=`);
    // A link scanner opens every link with GET: that must not confirm anything.
    await fetch(confirmLink);
    await fetch(`${stage.t.url}/api/subscriptions/confirm?token=${tokenOf(confirmLink)}`);
    expect(await statusOf(email)).toBe('pending');

    const confirmed = await stage.t
      .http()
      .post('/api/subscriptions/confirm')
      .send({ token: tokenOf(confirmLink) })
      .expect(200);
    expect(confirmed.body).toEqual({ status: 'active', confirmedNow: true, firstName: 'Nia' });
    const [row] = await stage.t.dataSource.query('SELECT status, confirmed_at FROM subscriptions WHERE email = $1', [
      email,
    ]);
    expect(row.status).toBe('active');
    expect(row.confirmed_at).toBeInstanceOf(Date);

    const welcome = await stage.smtp.waitForMail(email, (mail) => mail.parsed.subject === 'Welcome to The Cypher');
    expect(welcome.parsed.text).toEqual(expect.stringContaining('free credit program'));
    expect(rawHeader(welcome, 'List-Unsubscribe')).toEqual(
      expect.stringContaining(`${stage.t.url}/api/subscriptions/one-click-unsubscribe?token=`),
    );

    // A second click changes nothing and sends no second welcome.
    const again = await stage.t
      .http()
      .post('/api/subscriptions/confirm')
      .send({ token: tokenOf(confirmLink) })
      .expect(200);
    expect(again.body.confirmedNow).toBe(false);
    await emailsSettled();
    expect(mailsTo(email).map((mail) => mail.parsed.subject)).toEqual([
      'Confirm your subscription to The Cypher',
      'Welcome to The Cypher',
    ]);

    const consents = await stage.t.dataSource.query(
      `SELECT purpose, granted, form, wording_version, ip, user_agent FROM subscription_consents c
       JOIN subscriptions s ON s.id = c.subscription_id WHERE s.email = $1 ORDER BY c.id`,
      [email],
    );
    expect(
      consents.map((c: { purpose: string; granted: boolean; form: string }) => [c.purpose, c.granted, c.form]),
    ).toEqual([
      ['newsletter', true, 'home-subscribe'],
      ['credit_program', true, 'home-subscribe'],
      ['phone_contact', true, 'home-subscribe'],
      ['newsletter', true, 'email-confirmation'],
    ]);
    expect(consents[0]).toEqual(
      expect.objectContaining({
        wording_version: 'newsletter-v1',
        ip: expect.any(String),
        user_agent: 'jest-reader/1.0',
      }),
    );
  });

  it('refuses tampered, foreign-purpose and expired confirmation links with a clear 4xx', async () => {
    const email = 'tokens@example.com';
    await subscribe(email).expect(201);
    const [{ id }] = await stage.t.dataSource.query('SELECT id FROM subscriptions WHERE email = $1', [email]);
    const confirmation = await stage.smtp.waitForMail(email);
    const token = tokenOf(linkIn(confirmation, `${stage.t.url}/subscribe/confirm?token=`));
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');

    const refused = await stage.t.http().post('/api/subscriptions/confirm').send({ token: tampered }).expect(400);
    expect(refused.body.message).toBe(LINK_MESSAGES.invalidConfirm);

    const links = new SubscriberLinks(stage.t.config);
    const expired = tokenOf(links.confirmationPage(id, Date.now() - 8 * 24 * 3600 * 1000));
    const late = await stage.t.http().post('/api/subscriptions/confirm').send({ token: expired }).expect(400);
    expect(late.body.message).toBe(LINK_MESSAGES.expiredConfirm);

    const unsubscribeToken = tokenOf(links.unsubscribePage(id));
    await stage.t.http().post('/api/subscriptions/confirm').send({ token: unsubscribeToken }).expect(400);
    await stage.t.http().post('/api/subscriptions/confirm').send({}).expect(400);
    expect(await statusOf(email)).toBe('pending');
  });

  it('unsubscribes with the one-click POST of the List-Unsubscribe header, without cookie and from any origin', async () => {
    const email = 'one.click@example.com';
    await subscribe(email).expect(201);
    const confirmation = await stage.smtp.waitForMail(email);
    const oneClickUrl = rawHeader(confirmation, 'List-Unsubscribe')!.replace(/^<|>$/g, '');
    expect(oneClickUrl.startsWith(`${stage.t.url}/api/subscriptions/one-click-unsubscribe?token=`)).toBe(true);

    const noBody = await fetch(oneClickUrl, { method: 'POST' });
    expect(noBody.status).toBe(400);
    expect(await statusOf(email)).toBe('pending');

    const response = await fetch(oneClickUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.provider.example' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await statusOf(email)).toBe('unsubscribed');
    const [withdrawn] = await stage.t.dataSource.query(
      `SELECT granted, form FROM subscription_consents c JOIN subscriptions s ON s.id = c.subscription_id
       WHERE s.email = $1 ORDER BY c.id DESC LIMIT 1`,
      [email],
    );
    expect(withdrawn).toEqual({ granted: false, form: 'one-click' });

    // The same click again is the same success; a forged token is not.
    expect(
      (
        await fetch(oneClickUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        })
      ).status,
    ).toBe(200);
    const forged = await stage.t
      .http()
      .post('/api/subscriptions/one-click-unsubscribe?token=u.1..forged')
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(forged.status).toBe(400);

    // An unsubscribed reader may come back: 201, pending, a fresh confirmation.
    await subscribe(email).expect(201);
    expect(await statusOf(email)).toBe('pending');
    await waitFor(async () => mailsTo(email).length === 2, { what: 'a second confirmation' });
  });

  it('answers a pending address like a new one, resending its confirmation at most once per ten minutes', async () => {
    const email = 'twice@example.com';
    await subscribe(email).expect(201);
    await stage.smtp.waitForMail(email);
    const second = await subscribe(email).expect(201);
    expect(second.body.message).toBe(SUBSCRIBE_MESSAGES.accepted);
    await stage.t.http().post('/api/subscriptions/resend-confirmation').send({ email }).expect(202);
    await emailsSettled();
    expect(mailsTo(email)).toHaveLength(1);

    // Once ten minutes have passed, a new request sends a new link.
    await stage.t.dataSource.query(
      `UPDATE subscriptions SET confirmation_sent_at = now() - interval '11 minutes' WHERE email = $1`,
      [email],
    );
    const resent = await stage.t.http().post('/api/subscriptions/resend-confirmation').send({ email }).expect(202);
    expect(resent.body.message).toBe(LINK_MESSAGES.resent);
    await waitFor(async () => mailsTo(email).length === 2, { what: 'the resent confirmation' });
    await stage.t.http().post('/api/subscriptions/resend-confirmation').send({ email: 'not-an-address' }).expect(400);
  });

  it('retries a 421 "try later" and delivers exactly once', async () => {
    const email = 'retry.421@example.com';
    stage.smtp.respond((_n, to) =>
      to.includes(email) && stage.smtp.attempts.filter((a) => a.to.includes(email)).length === 0
        ? { accept: false, code: 421, text: 'Service not available, try again later' }
        : { accept: true },
    );
    await subscribe(email).expect(201);
    const mail = await stage.smtp.waitForMail(email);
    await emailsSettled();
    const tries = stage.smtp.attempts.filter((a) => a.to.includes(email));
    expect(tries.map((a) => a.code)).toEqual([421, 250]);
    expect(mailsTo(email)).toHaveLength(1);
    figures.retryDelayAfter421Ms = tries[1].at - tries[0].at;
    const [delivery] = await stage.t.dataSource.query(
      `SELECT status, attempts, message_id FROM email_deliveries WHERE recipient = $1`,
      [email],
    );
    expect(delivery).toEqual({ status: 'sent', attempts: 2, message_id: mail.parsed.messageId });
  });

  it('records a 550 rejection, marks the address bounced and does not retry', async () => {
    const email = 'no.such.user@example.com';
    stage.smtp.respond((_n, to) =>
      to.includes(email) ? { accept: false, code: 550, text: 'No such user here' } : { accept: true },
    );
    await subscribe(email).expect(201);
    const delivery = await deliveryOnceItIs('failed', email);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringContaining('550') });
    expect(await statusOf(email)).toBe('bounced');
    // A retry would be a delayed job: none is left once the queue is idle.
    await emailsSettled();
    expect(stage.smtp.attempts.filter((a) => a.to.includes(email))).toHaveLength(1);
    figures.attemptsAfter550 = stage.smtp.attempts.filter((a) => a.to.includes(email)).length;
  });

  it('delivers the confirmation once the SMTP server is back after being down', async () => {
    const email = 'stage.smtp.down@example.com';
    await stage.smtp.stop();
    const started = Date.now();
    await subscribe(email).expect(201);
    await waitFor(
      async () =>
        (await stage.t.dataSource.query(`SELECT last_error FROM email_deliveries WHERE recipient = $1`, [email]))[0]
          ?.last_error,
      { what: 'a refused connection to be recorded' },
    );
    // The server stays down until the worker has tried again and been refused again.
    await waitFor(
      async () =>
        (await stage.t.dataSource.query(`SELECT attempts FROM email_deliveries WHERE recipient = $1`, [email]))[0]
          ?.attempts >= 2,
      { what: 'a second refused attempt' },
    );
    await stage.smtp.start();
    const mail: ReceivedMail = await stage.smtp.waitForMail(email, undefined, 60_000);
    figures.downThenUpDeliveredAfterMs = mail.receivedAt - started;
    // The server has the message before the worker records it as sent: wait for the record.
    const delivery = await deliveryOnceItIs('sent', email);
    figures.downThenUpAttempts = delivery.attempts;
    expect(delivery.status).toBe('sent');
    expect(delivery.attempts).toBeGreaterThan(1);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const email = 'bot@example.com';
    const response = await subscribe(email, { website: 'http://spam.example' }).expect(201);
    // The same answer as any sign-up: built from the request, so a bot cannot tell it was caught.
    expect(response.body).toEqual({
      message: SUBSCRIBE_MESSAGES.accepted,
      email,
      firstName: 'Nia',
      lastName: 'Banks',
      creditProgramParticipation: false,
    });
    await emailsSettled();
    expect(await stage.t.dataSource.query('SELECT id FROM subscriptions WHERE email = $1', [email])).toEqual([]);
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('sends the welcome at once, with no confirmation, when double opt-in is off', async () => {
    const direct = await startTestApp({
      QUEUE_PREFIX: prefix,
      SMTP_URL: stage.smtp.url,
      DOUBLE_OPT_IN: 'false',
      SUBSCRIBE_RATE_LIMIT: '100000',
    });
    try {
      const email = 'direct@example.com';
      await direct
        .http()
        .post('/api/subscriptions')
        .send({ firstName: 'Dee', lastName: 'Rect', email, creditProgramParticipation: false })
        .expect(201);
      expect(await statusOf(email)).toBe('active');
      const mail = await stage.smtp.waitForMail(email);
      expect(mail.parsed.subject).toBe('Welcome to The Cypher');
    } finally {
      await direct.close();
    }
  });
});
