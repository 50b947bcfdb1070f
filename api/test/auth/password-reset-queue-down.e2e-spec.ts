import { TEAM_MESSAGES } from '../../src/modules/team/team-messages';
import { ensureMember } from '../support/desk-members';
import { startTestApp, TestApp } from '../support/test-app';
import { truncateAll } from '../support/test-database';

jest.setTimeout(60_000);

/** A reset request while the queue is down must not tell a member's address from anyone else's. */
describe('password reset requests while the queue is down', () => {
  let down: TestApp;

  beforeAll(async () => {
    down = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    await truncateAll(down.dataSource);
    await ensureMember(down, 'admin');
  });

  afterAll(async () => {
    await down?.close();
  });

  it('answers a member and a stranger alike: the 503 that says to try again, and no link stored', async () => {
    const reset = (email: string) => down.http().post('/api/auth/password-reset').send({ email });
    const member = await reset('admin@desk.test');
    const stranger = await reset('nobody@desk.test');
    expect(member.status).toBe(503);
    expect(stranger.status).toBe(member.status);
    expect(stranger.body).toEqual(member.body);
    expect(stranger.headers['retry-after']).toBe(member.headers['retry-after']);
    const [{ count }] = await down.dataSource.query(`SELECT count(*)::int AS count FROM member_tokens`);
    expect(count).toBe(0);
    expect(member.body.message).not.toBe(TEAM_MESSAGES.resetRequested);
  });
});
