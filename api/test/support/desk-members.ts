import { hashPassword } from '../../src/modules/auth/password';
import type { DeskRole } from '../../src/shared/domain/desk-roles';
import { cookiesOf } from './admin-session';
import type { TestApp } from './test-app';

export const MEMBER_PASSWORD = 'desk member passphrase';

// Hashing at cost 12 takes a noticeable moment; do it once per test file.
let memberHash: Promise<string> | undefined;

/** A member with this role and MEMBER_PASSWORD, named `<role>@desk.test` (login name and email alike). */
export async function ensureMember(app: TestApp, role: DeskRole, email = `${role}@desk.test`): Promise<string> {
  memberHash ??= hashPassword(MEMBER_PASSWORD);
  const rows: { id: string }[] = await app.dataSource.query(
    `INSERT INTO users (username, email, password_hash, role) VALUES ($1, $1, $2, $3)
     ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash, role = EXCLUDED.role
     RETURNING id`,
    [email, await memberHash, role],
  );
  return rows[0].id;
}

/** Signs a member in through POST /api/auth/login; returns the session cookies. */
export async function signInAs(app: TestApp, username: string, password = MEMBER_PASSWORD): Promise<string[]> {
  const response = await app.http().post('/api/auth/login').send({ username, password });
  if (response.status !== 200) throw new Error(`login of ${username} failed: ${response.status}`);
  return cookiesOf(response.headers['set-cookie']);
}

/** A member to put on the desk: a role (`<role>@desk.test`), or a role and an address for a second member of one role. */
export type DeskMember = DeskRole | [DeskRole, string];

/** Puts each member on the desk and signs each in; answers their session cookies in the order asked. */
export async function signedInMembers(app: TestApp, ...members: DeskMember[]): Promise<string[][]> {
  const cookies: string[][] = [];
  for (const member of members) {
    const [role, email] = Array.isArray(member) ? member : [member, `${member}@desk.test`];
    await ensureMember(app, role, email);
    cookies.push(await signInAs(app, email));
  }
  return cookies;
}

/** The owner's invitation (an email, a role, maybe a first name), sent as the Team screen sends it; the caller checks the answer. */
export const inviteMember = (app: TestApp, ownerCookies: string[], invitation: object) =>
  app.http().post('/api/admin/team/invitations').set('Cookie', ownerCookies).send(invitation);
