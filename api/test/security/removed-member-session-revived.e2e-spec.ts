import { ensureMember, inviteMember, MEMBER_PASSWORD, signInAs } from '../support/desk-members';
import { linkIn } from '../support/smtp-test-server';
import { useMailStage } from '../support/mail-stage';
import { truncateAll } from '../support/test-database';
import { uniqueName } from '../support/test-env';

jest.setTimeout(120_000);

const EDITOR_EMAIL = 'editor@desk.test';
/** A route every desk role may read: whether a cookie still opens the desk. */
const DESK_ROUTE = '/api/admin/articles';

/**
 * A session must not outlive the role it was opened with: taking a member off
 * the desk or lowering their role ends their sessions in the same step, so
 * inviting them back (or raising them again) cannot bring an old cookie, which
 * someone else may hold, back to life.
 */
describe("a removed member's old session when they are invited again", () => {
  const prefix = uniqueName('cypher-revived');
  let owner: string[];
  const stage = useMailStage(prefix);
  beforeEach(async () => {
    await truncateAll(stage.t.dataSource);
    await ensureMember(stage.t, 'owner');
    owner = await signInAs(stage.t, 'owner@desk.test');
  });

  const deskStatus = async (cookies: string[]) => (await stage.t.http().get(DESK_ROUTE).set('Cookie', cookies)).status;
  const sessionsOf = async (userId: string) =>
    (
      await stage.t.dataSource.query(`SELECT count(*)::int AS count FROM sessions WHERE sess->>'userId' = $1`, [userId])
    )[0].count as number;

  it('stays signed out through the removal, the new invitation and its acceptance', async () => {
    const editorId = await ensureMember(stage.t, 'editor');
    const oldSession = await signInAs(stage.t, EDITOR_EMAIL);
    expect(await deskStatus(oldSession)).toBe(200);

    await stage.t.http().delete(`/api/admin/team/${editorId}`).set('Cookie', owner).expect(204);
    expect(await deskStatus(oldSession)).toBe(401);

    // Invited back, with more power than before: the old cookie must not come back with it.
    await inviteMember(stage.t, owner, { email: EDITOR_EMAIL, role: 'admin' }).expect(201);
    expect(await deskStatus(oldSession)).toBe(401);
    expect((await stage.t.http().get('/api/admin/stats').set('Cookie', oldSession)).status).toBe(401);

    const link = linkIn(await stage.smtp.waitForMail(EDITOR_EMAIL), `${stage.t.url}/admin/set-password?token=`);
    const token = new URL(link).searchParams.get('token')!;
    await stage.t.http().post('/api/auth/password').send({ token, password: 'welcome back passphrase' }).expect(200);
    expect(await deskStatus(oldSession)).toBe(401);
    expect(await sessionsOf(editorId)).toBe(0);

    // The way back is the invitation's link: a fresh sign-in with the new password.
    const fresh = await signInAs(stage.t, EDITOR_EMAIL, 'welcome back passphrase');
    expect(await deskStatus(fresh)).toBe(200);
    expect((await stage.t.http().get('/api/admin/stats').set('Cookie', fresh)).status).toBe(200);
  });

  it('ends the sessions of a member whose role is lowered, and keeps them when it is raised', async () => {
    const memberId = await ensureMember(stage.t, 'admin', EDITOR_EMAIL);
    const adminSession = await signInAs(stage.t, EDITOR_EMAIL);
    expect((await stage.t.http().get('/api/admin/stats').set('Cookie', adminSession)).status).toBe(200);

    await stage.t.http().patch(`/api/admin/team/${memberId}`).set('Cookie', owner).send({ role: 'author' }).expect(200);
    expect(await deskStatus(adminSession)).toBe(401);
    expect(await sessionsOf(memberId)).toBe(0);

    // A session opened with the lower role survives being raised; the old one does not come back.
    const authorSession = await signInAs(stage.t, EDITOR_EMAIL, MEMBER_PASSWORD);
    await stage.t.http().patch(`/api/admin/team/${memberId}`).set('Cookie', owner).send({ role: 'admin' }).expect(200);
    expect((await stage.t.http().get('/api/admin/stats').set('Cookie', authorSession)).status).toBe(200);
    expect(await deskStatus(adminSession)).toBe(401);
  });
});
