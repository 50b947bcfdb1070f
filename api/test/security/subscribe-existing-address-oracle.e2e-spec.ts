import { isolatedQueuePrefix } from '../../../worker/test/support/jobs-harness';
import { useMailStage } from '../support/mail-stage';
import { linkIn } from '../support/smtp-test-server';
import { truncateAll } from '../support/test-database';

jest.setTimeout(120_000);

/**
 * The public sign-up form may not tell a stranger whether an address is on the
 * list: a new, a pending and a confirmed address get the same status and the
 * same body. The owner of the address learns it from their inbox instead.
 */
describe('subscribing answers the same whether or not the address is subscribed', () => {
  const prefix = isolatedQueuePrefix('subscribe-oracle');
  const stage = useMailStage(prefix, { appEnv: { SUBSCRIBE_RATE_LIMIT: '100000' }, stopWith: 'SIGKILL' });

  beforeEach(async () => {
    await truncateAll(stage.t.dataSource);
    stage.smtp.received.splice(0);
  });

  const request = (email: string) => ({
    firstName: 'Nia',
    lastName: 'Banks',
    email,
    creditProgramParticipation: false,
  });
  const subscribe = (email: string) => stage.t.http().post('/api/subscriptions').send(request(email));
  const mailsTo = (email: string) => stage.smtp.received.filter((mail) => mail.to.includes(email));
  const answerOf = (response: { status: number; body: unknown }) => ({ status: response.status, body: response.body });

  it('gives a new, a pending and a confirmed address the same answer', async () => {
    await stage.t.dataSource.query(
      `INSERT INTO subscriptions (email, first_name, last_name, credit_program_participation, interests, status, is_active, confirmed_at)
       VALUES ('member@example.com', 'Nia', 'Banks', false, '{}', 'active', true, now())`,
    );
    const fresh = answerOf(await subscribe('new@example.com'));
    const pending = answerOf(await subscribe('new@example.com'));
    const confirmed = answerOf(await subscribe('member@example.com'));

    // The same request about another address: only the echoed address may differ.
    const sameAddress = (answer: { status: number; body: unknown }, email: string) =>
      JSON.parse(JSON.stringify(answer).split(email).join('<address>'));
    expect(fresh.status).toBe(201);
    expect(pending).toEqual(fresh);
    expect(sameAddress(confirmed, 'member@example.com')).toEqual(sameAddress(fresh, 'new@example.com'));
  });

  it('emails a pending address a fresh confirmation link and a confirmed one a note with its unsubscribe link', async () => {
    await stage.t.dataSource.query(
      `INSERT INTO subscriptions (email, first_name, last_name, credit_program_participation, interests, status, is_active, confirmed_at)
       VALUES ('member@example.com', 'Nia', 'Banks', false, '{}', 'active', true, now())`,
    );
    await stage.t.dataSource.query(
      `INSERT INTO subscriptions (email, first_name, last_name, credit_program_participation, interests, status, is_active, confirmation_sent_at)
       VALUES ('waiting@example.com', 'Kai', 'Reed', false, '{}', 'pending', false, now() - interval '1 hour')`,
    );
    await subscribe('member@example.com').expect(201);
    await subscribe('waiting@example.com').expect(201);

    const note = await stage.smtp.waitForMail('member@example.com', () => true, 30_000);
    expect(note.parsed.subject).toMatch(/already subscribed/i);
    expect(linkIn(note, `${stage.t.url}/unsubscribe?token=`)).toBeTruthy();
    const confirmation = await stage.smtp.waitForMail('waiting@example.com', () => true, 30_000);
    expect(linkIn(confirmation, `${stage.t.url}/subscribe/confirm?token=`)).toBeTruthy();

    // Entering the address again and again mails its owner at most once per window: no new email is even claimed.
    const claims = () =>
      stage.t.dataSource.query(`SELECT email, confirmation_sent_at FROM subscriptions ORDER BY email`) as Promise<
        unknown[]
      >;
    const claimedOnce = await claims();
    for (let attempt = 0; attempt < 3; attempt++) {
      await subscribe('member@example.com').expect(201);
      await subscribe('waiting@example.com').expect(201);
    }
    expect(await claims()).toEqual(claimedOnce);
    // Emails leave the queue in order: once a later sign-up's confirmation arrives, nothing else is on its way.
    await subscribe('marker@example.com').expect(201);
    await stage.smtp.waitForMail('marker@example.com', () => true, 30_000);
    expect(mailsTo('member@example.com')).toHaveLength(1);
    expect(mailsTo('waiting@example.com')).toHaveLength(1);
  });
});
