import { ensureTestAdmin, testAdminLogin } from '../support/admin-session';
import { useTestApp } from '../support/use-test-app';

/**
 * The origin check asks whether a write comes from the site at PUBLIC_URL:
 * same scheme, same host, same port. A page served over another scheme or
 * port is another origin (it may be run by someone else), and a host name an
 * attacker points at our address (DNS rebinding) is not our site either.
 */
describe('the origin check against PUBLIC_URL', () => {
  const t = useTestApp();

  const loginFrom = async (origin: string, host?: string) => {
    await ensureTestAdmin(t);
    const request = testAdminLogin(t).set('Origin', origin);
    return host ? request.set('Host', host) : request;
  };
  const site = () => new URL(t.url);

  it('lets a write from PUBLIC_URL itself through', async () => {
    expect((await loginFrom(t.url)).status).toBe(200);
  });

  it('refuses https://host for an http://host site', async () => {
    const answer = await loginFrom(`https://${site().host}`);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/Cross-origin request refused/);
  });

  it('refuses the same host on another port', async () => {
    const answer = await loginFrom(`http://${site().hostname}:${Number(site().port) + 1}`);
    expect(answer.status).toBe(403);
  });

  it('refuses a rebound host name whose Host header and Origin agree with each other but not with PUBLIC_URL', async () => {
    const answer = await loginFrom('http://rebound.attacker.example', 'rebound.attacker.example');
    expect(answer.status).toBe(403);
  });
});
