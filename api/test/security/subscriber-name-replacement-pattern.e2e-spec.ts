import * as cheerio from 'cheerio';
import { dropQueueKeys, isolatedQueuePrefix, useWorkersPerTest } from '../../../worker/test/support/jobs-harness';
import { loginAsAdmin } from '../support/admin-session';
import { SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server';
import { startTestApp, TestApp } from '../support/test-app';
import { truncateAll } from '../support/test-database';
import { waitFor } from '../support/worker-process';

jest.setTimeout(120_000);

/**
 * A subscriber's first name fills a slot in a newsletter rendered once per
 * send. `$'`, `$&`, `` $` `` and `$$` mean something to String.replace; a name
 * that holds them must come out as typed, not copy the rest of the message.
 */
const NAMES = [
  { email: 'after@example.com', firstName: "Jo$'" },
  { email: 'match@example.com', firstName: 'Jo$&' },
  { email: 'before@example.com', firstName: 'Jo$`' },
  { email: 'dollars@example.com', firstName: 'Jo$$1' },
];

describe('a first name with replacement patterns reaches the email as typed', () => {
  const prefix = isolatedQueuePrefix('name-patterns');
  let smtp: SmtpTestServer;
  let t: TestApp;
  const workers = useWorkersPerTest(() => ({ QUEUE_PREFIX: prefix, SMTP_URL: smtp.url, PUBLIC_URL: t.url }));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ QUEUE_PREFIX: prefix, SMTP_URL: smtp.url });
    await truncateAll(t.dataSource);
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await dropQueueKeys(prefix);
  });

  it('greets each subscriber by the name they gave, in the text and the HTML part', async () => {
    for (const { email, firstName } of NAMES) {
      await t.dataSource.query(
        `INSERT INTO subscriptions (email, first_name, last_name, credit_program_participation, interests, status, is_active)
         VALUES ($1, $2, 'Test', false, '{}', 'active', true)`,
        [email, firstName],
      );
    }
    const cookies = await loginAsAdmin(t);
    const created = await t
      .http()
      .post('/api/newsletters')
      .set('Cookie', cookies)
      .send({ title: 'Names issue', description: 'About names.', content: 'The week in **rap**.' })
      .expect(201);
    await workers.start();
    await t.http().post(`/api/admin/newsletters/${created.body.id}/send`).set('Cookie', cookies).send({}).expect(202);
    await waitFor(async () => (smtp.received.length >= NAMES.length ? true : undefined), {
      timeoutMs: 60_000,
      intervalMs: 100,
      what: 'every subscriber to get the newsletter',
    });

    for (const { email, firstName } of NAMES) {
      const mail = smtp.received.find((received) => received.to.includes(email))!;
      const text = mail.parsed.text ?? '';
      expect(text).toContain(`Hi ${firstName},`);
      // The rest of the message appears once: nothing after or before the slot was copied into it.
      expect(text.split('The week in').length - 1).toBe(1);
      const html = cheerio.load(mail.parsed.html as string);
      expect(html.root().text()).toContain(`Hi ${firstName},`);
      expect(html.root().text().split('The week in').length - 1).toBe(1);
    }
  });
});
