import * as cheerio from 'cheerio';
import { isolatedQueuePrefix } from '../../../worker/test/support/jobs-harness';
import { signInAdmin } from '../support/admin-session';
import { useSmtpAppWithWorkers } from '../support/mail-stage';
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
  const smtpApp = useSmtpAppWithWorkers(prefix);

  beforeAll(async () => {
    await truncateAll(smtpApp.t.dataSource);
  });

  it('greets each subscriber by the name they gave, in the text and the HTML part', async () => {
    for (const { email, firstName } of NAMES) {
      await smtpApp.t.dataSource.query(
        `INSERT INTO subscriptions (email, first_name, last_name, credit_program_participation, interests, status, is_active)
         VALUES ($1, $2, 'Test', false, '{}', 'active', true)`,
        [email, firstName],
      );
    }
    const admin = await signInAdmin(smtpApp.t);
    const created = await admin
      .post('/api/newsletters', { title: 'Names issue', description: 'About names.', content: 'The week in **rap**.' })
      .expect(201);
    await smtpApp.startWorker();
    await admin.post(`/api/admin/newsletters/${created.body.id}/send`, {}).expect(202);
    await waitFor(async () => (smtpApp.smtp.received.length >= NAMES.length ? true : undefined), {
      timeoutMs: 60_000,
      intervalMs: 100,
      what: 'every subscriber to get the newsletter',
    });

    for (const { email, firstName } of NAMES) {
      const mail = smtpApp.smtp.received.find((received) => received.to.includes(email))!;
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
