import { RESET_ANSWER_MS } from '../../src/modules/team/password-links.controller';
import { TEAM_MESSAGES } from '../../src/modules/team/team-messages';
import { ensureMember, inviteMember, MEMBER_PASSWORD, signedInMembers, signInAs } from '../support/desk-members';
import { linkIn } from '../support/smtp-test-server';
import { useMailStage } from '../support/mail-stage';
import { truncateAll } from '../support/test-database';
import { uniqueName } from '../support/test-env';

jest.setTimeout(120_000);

/** The owner's team, invitations and password resets, with the emails sent by the real worker to a real SMTP server. */
describe('the desk team: invitations, password resets and the last owner', () => {
  const prefix = uniqueName('cypher-team');
  let owner: string[];
  const stage = useMailStage(prefix, { appEnv: { TRUST_PROXY: 'true' } });

  beforeEach(async () => {
    await truncateAll(stage.t.dataSource);
    [owner] = await signedInMembers(stage.t, 'owner');
  });

  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const setPassword = (token: string, password: string) =>
    stage.t.http().post('/api/auth/password').send({ token, password });
  const login = (username: string, password: string) =>
    stage.t.http().post('/api/auth/login').send({ username, password });

  it('invites an editor: the emailed link sets a password once, then the editor signs in as an editor', async () => {
    const email = 'new.editor@example.com';
    const invited = await inviteMember(stage.t, owner, {
      email: 'New.Editor@Example.com',
      role: 'editor',
      firstName: 'Dee',
    }).expect(201);
    expect(invited.body).toEqual(expect.objectContaining({ email, role: 'editor', status: 'invited' }));
    expect(await login(email, 'anything-at-all')).toHaveProperty('status', 401);

    const mail = await stage.smtp.waitForMail(email);
    expect(mail.parsed.subject).toBe("You're invited to The Cypher's editorial desk");
    expect(mail.parsed.text).toContain('Hi Dee,');
    expect(mail.parsed.html).toContain('Set your password');
    const link = linkIn(mail, `${stage.t.url}/admin/set-password?token=`);
    const token = tokenOf(link);

    // Only a hash of the token is stored.
    const stored = JSON.stringify(await stage.t.dataSource.query('SELECT * FROM member_tokens'));
    expect(stored).not.toContain(token);

    const set = await setPassword(token, 'editor passphrase 1').expect(200);
    expect(set.body).toEqual({ message: TEAM_MESSAGES.passwordSet });
    const signedIn = await login(email, 'editor passphrase 1').expect(200);
    expect(signedIn.body).toEqual(expect.objectContaining({ role: 'editor', email }));

    const reused = await setPassword(token, 'another passphrase').expect(410);
    expect(reused.body.message).toBe(TEAM_MESSAGES.linkUsed);
    await login(email, 'editor passphrase 1').expect(200);

    const team = await stage.t.http().get('/api/admin/team').set('Cookie', owner).expect(200);
    expect(team.body.map((member: { email: string; status: string }) => [member.email, member.status])).toEqual([
      ['owner@desk.test', 'active'],
      [email, 'active'],
    ]);
  });

  it('refuses an expired link with 410 and a made-up one with 400, each saying what to do', async () => {
    await inviteMember(stage.t, owner, { email: 'late@example.com', role: 'author' }).expect(201);
    const token = tokenOf(
      linkIn(await stage.smtp.waitForMail('late@example.com'), `${stage.t.url}/admin/set-password?token=`),
    );
    await stage.t.dataSource.query(`UPDATE member_tokens SET expires_at = now() - interval '1 second'`);
    const expired = await setPassword(token, 'late passphrase').expect(410);
    expect(expired.body.message).toBe(TEAM_MESSAGES.linkExpired);

    const madeUp = await setPassword('not-a-real-token', 'some passphrase').expect(400);
    expect(madeUp.body.message).toBe(TEAM_MESSAGES.linkInvalid);
    const short = await setPassword(token, 'short').expect(400);
    expect(JSON.stringify(short.body)).toContain('at least 8 characters');
  });

  const invite = (body: object) => inviteMember(stage.t, owner, body);
  const SET_PASSWORD_LINK = '/admin/set-password?token=';
  /** A valid address of `length` characters. */
  const addressOf = (length: number) => `someone@${'d'.repeat(50)}.${'e'.repeat(length - 63)}.com`;

  it('invites a removed member again: they are back with the new role and a link that works', async () => {
    const formerId = await ensureMember(stage.t, 'editor', 'former@example.com');
    await stage.t.http().delete(`/api/admin/team/${formerId}`).set('Cookie', owner).expect(204);
    const back = await invite({ email: 'former@example.com', role: 'author' }).expect(201);
    expect(back.body).toEqual(
      expect.objectContaining({ id: formerId, email: 'former@example.com', role: 'author', status: 'invited' }),
    );
    // The password they had before their removal no longer signs them in.
    await login('former@example.com', MEMBER_PASSWORD).expect(401);
    const token = tokenOf(
      linkIn(await stage.smtp.waitForMail('former@example.com'), `${stage.t.url}${SET_PASSWORD_LINK}`),
    );
    await setPassword(token, 'back again passphrase').expect(200);
    const signedIn = await login('former@example.com', 'back again passphrase').expect(200);
    expect(signedIn.body).toEqual(expect.objectContaining({ role: 'author' }));
  });

  it('sends an invitation again to someone who has not set a password: a new link, the old one retired', async () => {
    await invite({ email: 'slow@example.com', role: 'author' }).expect(201);
    const first = await stage.smtp.waitForMail('slow@example.com');
    // The first link ran out before they opened it.
    await stage.t.dataSource.query(`UPDATE member_tokens SET expires_at = now() - interval '1 second'`);
    const again = await invite({ email: 'slow@example.com', role: 'editor' }).expect(201);
    expect(again.body).toEqual(expect.objectContaining({ role: 'editor', status: 'invited' }));
    const second = await stage.smtp.waitForMail('slow@example.com', (mail) => mail !== first);
    const prefixOfLink = `${stage.t.url}${SET_PASSWORD_LINK}`;
    await setPassword(tokenOf(linkIn(first, prefixOfLink)), 'first passphrase').expect(410);
    await setPassword(tokenOf(linkIn(second, prefixOfLink)), 'second passphrase').expect(200);
    expect((await login('slow@example.com', 'second passphrase').expect(200)).body.role).toBe('editor');
    // Now that the password is set, inviting them is a 409.
    const member = await invite({ email: 'slow@example.com', role: 'author' }).expect(409);
    expect(member.body.message).toBe(TEAM_MESSAGES.alreadyMember);
  });

  it('answers an address longer than a login name may be with a 400 that says so, not a 500', async () => {
    const refused = await invite({ email: addressOf(101), role: 'author' }).expect(400);
    expect(refused.body.message).toBe('An invited address can be at most 100 characters (it becomes the login name).');
    await invite({ email: addressOf(100), role: 'author' }).expect(201);
  });

  it('answers invitations that collide on an address or login name with 409, never a 500', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => invite({ email: 'twice@example.com', role: 'author' })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses).toContain(201);
    const [{ count }] = await stage.t.dataSource.query(
      `SELECT count(*)::int AS count FROM users WHERE email = 'twice@example.com'`,
    );
    expect(count).toBe(1);

    // A login name already taken by an account without that email (ADMIN_USERNAME may be an address) collides too.
    await stage.t.dataSource.query(`INSERT INTO users (username, role) VALUES ('taken@example.com', 'admin')`);
    const taken = await invite({ email: 'taken@example.com', role: 'author' }).expect(409);
    expect(taken.body.message).toBe(TEAM_MESSAGES.alreadyMember);
  });

  it('refuses to invite a current member (409) and an unknown role (400)', async () => {
    await ensureMember(stage.t, 'author');
    const again = await inviteMember(stage.t, owner, { email: 'author@desk.test', role: 'editor' }).expect(409);
    expect(again.body.message).toBe(TEAM_MESSAGES.alreadyMember);
    await inviteMember(stage.t, owner, { email: 'x@example.com', role: 'superuser' }).expect(400);
  });

  it('resets a password by email with an answer that does not tell whether the address has an account', async () => {
    await ensureMember(stage.t, 'admin');
    const known = await stage.t.http().post('/api/auth/password-reset').send({ email: 'ADMIN@desk.test' }).expect(202);
    const unknown = await stage.t
      .http()
      .post('/api/auth/password-reset')
      .send({ email: 'nobody@desk.test' })
      .expect(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ message: TEAM_MESSAGES.resetRequested });

    const mail = await stage.smtp.waitForMail('admin@desk.test');
    expect(mail.parsed.subject).toBe('Reset your password for The Cypher');
    expect(mail.parsed.text).toContain('one hour');
    const token = tokenOf(linkIn(mail, `${stage.t.url}/admin/set-password?token=`));
    await setPassword(token, 'brand new passphrase').expect(200);
    await login('admin@desk.test', MEMBER_PASSWORD).expect(401);
    await login('admin@desk.test', 'brand new passphrase').expect(200);
    await setPassword(token, 'yet another passphrase').expect(410);
    expect(stage.smtp.received.filter((received) => received.to.includes('nobody@desk.test'))).toEqual([]);
  });

  it("a reset through the emailed link ends every session the member had, and no one else's", async () => {
    // An address of its own: the SMTP server keeps every earlier test's mail.
    await ensureMember(stage.t, 'editor', 'two.devices@desk.test');
    const laptop = await signInAs(stage.t, 'two.devices@desk.test');
    const phone = await signInAs(stage.t, 'two.devices@desk.test');
    for (const cookies of [laptop, phone])
      await stage.t.http().get('/api/auth/user').set('Cookie', cookies).expect(200);

    await stage.t.http().post('/api/auth/password-reset').send({ email: 'two.devices@desk.test' }).expect(202);
    const token = tokenOf(
      linkIn(await stage.smtp.waitForMail('two.devices@desk.test'), `${stage.t.url}/admin/set-password?token=`),
    );
    await setPassword(token, 'a fresh passphrase').expect(200);

    for (const cookies of [laptop, phone]) {
      await stage.t.http().get('/api/auth/user').set('Cookie', cookies).expect(401);
      await stage.t.http().get('/api/admin/articles').set('Cookie', cookies).expect(401);
    }
    // The owner's session is untouched, and the editor signs in again with the new password.
    await stage.t.http().get('/api/auth/user').set('Cookie', owner).expect(200);
    const again = await signInAs(stage.t, 'two.devices@desk.test', 'a fresh passphrase');
    await stage.t.http().get('/api/auth/user').set('Cookie', again).expect(200);
  });

  it("finds a member's sessions by an index, not by reading every session", async () => {
    const runner = stage.t.dataSource.createQueryRunner();
    try {
      await runner.query('SET enable_seqscan = off');
      const plan: { 'QUERY PLAN': string }[] = await runner.query(
        `EXPLAIN DELETE FROM sessions WHERE sess->>'userId' = $1`,
        ['00000000-0000-0000-0000-000000000000'],
      );
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('idx_sessions_user_id');
    } finally {
      await runner.query('RESET ALL');
      await runner.release();
    }
  });

  it('answers a member and a stranger only after the same least time, so timing does not tell them apart', async () => {
    // An address of its own: a later test waits for editor@desk.test's mail.
    await ensureMember(stage.t, 'editor', 'timed@desk.test');
    const timed = async (email: string) => {
      const started = performance.now();
      await stage.t
        .http()
        .post('/api/auth/password-reset')
        .set('X-Forwarded-For', '198.51.100.78')
        .send({ email })
        .expect(202);
      return performance.now() - started;
    };
    const member = await timed('timed@desk.test');
    const stranger = await timed('stranger@desk.test');
    // A stranger's answer alone used to come back in a few milliseconds.
    expect(stranger).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
    expect(member).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
    await stage.smtp.waitForMail('timed@desk.test');
  });

  it('a newer reset link retires the older one', async () => {
    await ensureMember(stage.t, 'editor');
    await stage.t.http().post('/api/auth/password-reset').send({ email: 'editor@desk.test' }).expect(202);
    const first = await stage.smtp.waitForMail('editor@desk.test');
    await stage.t.http().post('/api/auth/password-reset').send({ email: 'editor@desk.test' }).expect(202);
    const second = await stage.smtp.waitForMail('editor@desk.test', (mail) => mail !== first);
    const prefixOfLink = `${stage.t.url}/admin/set-password?token=`;
    await setPassword(tokenOf(linkIn(first, prefixOfLink)), 'first passphrase').expect(410);
    await setPassword(tokenOf(linkIn(second, prefixOfLink)), 'second passphrase').expect(200);
  });

  it('limits reset requests per address like the login form: 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await stage.t
        .http()
        .post('/api/auth/password-reset')
        .set('X-Forwarded-For', '198.51.100.77')
        .send({ email: `someone${i}@example.com` });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Six requests in 15 minutes from one address; the seventh is refused.
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429]);
  });

  it('keeps the last owner: no demotion or removal of the only owner, but an owner among two may go', async () => {
    const [{ id: ownerId }] = await stage.t.dataSource.query(`SELECT id FROM users WHERE username = 'owner@desk.test'`);
    const demote = await stage.t
      .http()
      .patch(`/api/admin/team/${ownerId}`)
      .set('Cookie', owner)
      .send({ role: 'admin' })
      .expect(409);
    expect(demote.body.message).toBe(TEAM_MESSAGES.lastOwner);
    await stage.t.http().delete(`/api/admin/team/${ownerId}`).set('Cookie', owner).expect(409);

    const secondId = await ensureMember(stage.t, 'admin', 'second@desk.test');
    await stage.t.http().patch(`/api/admin/team/${secondId}`).set('Cookie', owner).send({ role: 'owner' }).expect(200);
    await stage.t.http().patch(`/api/admin/team/${ownerId}`).set('Cookie', owner).send({ role: 'editor' }).expect(200);
    // Demoted to editor: the session opened as an owner ended with the role; signed in again, the team is closed.
    await stage.t.http().get('/api/admin/team').set('Cookie', owner).expect(401);
    const demoted = await signInAs(stage.t, 'owner@desk.test');
    await stage.t.http().get('/api/admin/team').set('Cookie', demoted).expect(403);
    const second = await signInAs(stage.t, 'second@desk.test');
    await stage.t.http().delete(`/api/admin/team/${secondId}`).set('Cookie', second).expect(409);
    await stage.t.http().delete(`/api/admin/team/${ownerId}`).set('Cookie', second).expect(204);
    await stage.t.http().get('/api/auth/user').set('Cookie', demoted).expect(401);
    const [{ owners }] = await stage.t.dataSource.query(
      `SELECT count(*)::int AS owners FROM users WHERE role = 'owner'`,
    );
    expect(owners).toBe(1);
  });

  it('answers a member id that is not a UUID with 400 and an unknown one with 404', async () => {
    await stage.t.http().patch('/api/admin/team/42').set('Cookie', owner).send({ role: 'admin' }).expect(400);
    await stage.t
      .http()
      .delete('/api/admin/team/00000000-0000-4000-8000-000000000000')
      .set('Cookie', owner)
      .expect(404);
  });
});
