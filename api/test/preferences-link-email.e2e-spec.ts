import { LINK_MESSAGES } from '../src/modules/subscriptions/dto/link-token.dto';
import { QueueName } from '../src/queues/queue-names';
import { waitForQueueIdle } from '../../worker/test/support/jobs-harness';
import { linkIn, rawHeader } from './support/smtp-test-server';
import { useMailStage } from './support/mail-stage';
import { insertSubscriber } from './support/test-data';
import { uniqueName } from './support/test-env';

jest.setTimeout(120_000);

describe('a fresh preferences link, asked for by address', () => {
  const prefix = uniqueName('cypher-prefs-link');
  const stage = useMailStage(prefix, { appEnv: { SUBSCRIBE_RATE_LIMIT: '100000' }, truncateFirst: true });

  const ask = (email: string) => stage.t.http().post('/api/subscriptions/preferences-link').send({ email });
  const mailsTo = (email: string) => stage.smtp.received.filter((mail) => mail.to.includes(email));
  /** Every email job has ended: what the SMTP server holds then is all it will get. */
  const emailsSettled = () => waitForQueueIdle(QueueName.Email, prefix);

  it('emails an active subscriber a working link, once per ten minutes, and answers every address alike', async () => {
    const email = 'lost.link@example.com';
    await insertSubscriber(stage.t.dataSource, { email, firstName: 'Ada' });

    const asked = await ask(email).expect(202);
    expect(asked.body).toEqual({ message: LINK_MESSAGES.preferencesLinkSent });
    const mail = await stage.smtp.waitForMail(email);
    expect(mail.parsed.subject).toBe('Your link to your Cypher newsletter preferences');
    expect(mail.parsed.text).toMatch(/your preferences, ada/i);
    const link = linkIn(mail, `${stage.t.url}/newsletter/preferences?token=`);
    const token = new URL(link).searchParams.get('token')!;
    const opened = await stage.t.http().get('/api/subscriptions/preferences').query({ token }).expect(200);
    expect(opened.body.email).toBe(email);
    // Like every subscriber email, it can be left in one click.
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Asked again at once: the same answer, no second email.
    expect((await ask(email).expect(202)).body).toEqual(asked.body);
    await emailsSettled();
    expect(mailsTo(email)).toHaveLength(1);

    // An unknown address and an unsubscribed one read the same, and nothing is sent to them.
    await insertSubscriber(stage.t.dataSource, { email: 'gone@example.com', status: 'unsubscribed' });
    expect((await ask('nobody@example.com').expect(202)).body).toEqual(asked.body);
    expect((await ask('gone@example.com').expect(202)).body).toEqual(asked.body);
    await emailsSettled();
    expect(mailsTo('nobody@example.com')).toHaveLength(0);
    expect(mailsTo('gone@example.com')).toHaveLength(0);
  });

  it('sends a reader still waiting for confirmation their confirmation again, not a preferences link', async () => {
    const email = 'still.pending@example.com';
    await insertSubscriber(stage.t.dataSource, { email, status: 'pending' });
    await ask(email).expect(202);
    const mail = await stage.smtp.waitForMail(email);
    expect(mail.parsed.subject).toBe('Confirm your subscription to The Cypher');
  });

  it('refuses what is not an address with a message the reader can act on', async () => {
    for (const body of [{ email: 'not-an-address' }, {}, { email: ['a@example.com'] }]) {
      const answer = await stage.t.http().post('/api/subscriptions/preferences-link').send(body).expect(400);
      expect(JSON.stringify(answer.body)).toContain(LINK_MESSAGES.resendEmail);
    }
  });
});
