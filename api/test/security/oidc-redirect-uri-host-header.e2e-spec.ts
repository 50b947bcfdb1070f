import { useOidcApp } from '../support/oidc-app';

/**
 * The address the identity provider sends the browser back to is the site's
 * own, from PUBLIC_URL: a Host header chosen by whoever sends the request
 * must not put another host into the sign-in.
 */
describe('the OIDC redirect URI under a forged Host header', () => {
  const stage = useOidcApp();

  const redirectUriFor = async (host: string) => {
    const start = await stage.app.http().get('/api/login').set('Host', host);
    expect(start.status).toBe(302);
    return new URL(start.headers.location).searchParams.get('redirect_uri');
  };

  it('names PUBLIC_URL whatever Host the request carries', async () => {
    expect(stage.app.config.mail.publicUrl).toBe(stage.app.url);
    for (const host of [
      'attacker.example',
      'attacker.example:8443',
      `${new URL(stage.app.url).host}.attacker.example`,
    ]) {
      expect(await redirectUriFor(host)).toBe(`${stage.app.url}/api/callback`);
    }
    expect(await redirectUriFor(new URL(stage.app.url).host)).toBe(`${stage.app.url}/api/callback`);
  });
});
