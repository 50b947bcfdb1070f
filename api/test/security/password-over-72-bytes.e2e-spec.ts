import { MemberLinks } from '../../src/modules/member-tokens/member-links';
import { signInAdmin } from '../support/admin-session';
import { useTestApp } from '../support/use-test-app';
import { uniqueName } from '../support/test-env';

// 72 bytes is all bcrypt reads: a longer password would match any other with the same first 72 bytes.
const SEVENTY_TWO_BYTES = 'a'.repeat(72);
// 40 characters, 80 bytes in UTF-8: within any limit counted in characters.
const EIGHTY_BYTES_IN_FORTY_CHARACTERS = 'é'.repeat(40);
const MESSAGE = /Password must be at most 72 bytes/;

describe('passwords longer than bcrypt reads', () => {
  const app = useTestApp({ QUEUE_PREFIX: uniqueName('cypher-long-passwords') });

  async function invitationToken(): Promise<string> {
    const owner = await signInAdmin(app);
    const invited = await owner.post('/api/admin/team/invitations', { email: 'long@example.com', role: 'author' });
    expect(invited.status).toBe(201);
    const [link]: { id: string }[] = await app.dataSource.query(`SELECT id FROM member_tokens`);
    // The worker would put this token in the email; the test derives it the same way.
    return app.app.get(MemberLinks).tokenOf(link.id);
  }

  it.each([
    ['80 bytes of accented letters', EIGHTY_BYTES_IN_FORTY_CHARACTERS],
    ['73 plain letters', `${SEVENTY_TWO_BYTES}X`],
  ])('are refused with a message when set through an invitation link (%s)', async (_label, password) => {
    const token = await invitationToken();
    const answer = await app.http().post('/api/auth/password').send({ token, password });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(MESSAGE);
    const [member]: { password_hash: string | null }[] = await app.dataSource.query(
      `SELECT password_hash FROM users WHERE username = 'long@example.com'`,
    );
    expect(member.password_hash).toBeNull();
  });

  it('accept exactly 72 bytes', async () => {
    const token = await invitationToken();
    expect((await app.http().post('/api/auth/password').send({ token, password: SEVENTY_TWO_BYTES })).status).toBe(200);
    const signedIn = await app
      .http()
      .post('/api/auth/login')
      .send({ username: 'long@example.com', password: SEVENTY_TWO_BYTES });
    expect(signedIn.status).toBe(200);
  });

  it('are answered 400 at login, never checked against a stored hash', async () => {
    const answer = await app
      .http()
      .post('/api/auth/login')
      .send({ username: 'anyone', password: EIGHTY_BYTES_IN_FORTY_CHARACTERS });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(MESSAGE);
  });
});
