import { FakeOidcProvider, startFakeOidcProvider } from '../support/fake-oidc-provider';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The address the identity provider sends the browser back to is the site's
 * own, from PUBLIC_URL: a Host header chosen by whoever sends the request
 * must not put another host into the sign-in.
 */
describe('the OIDC redirect URI under a forged Host header', () => {
  let provider: FakeOidcProvider;
  let app: TestApp;

  beforeAll(async () => {
    provider = await startFakeOidcProvider();
    app = await startTestApp({
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
    });
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  const redirectUriFor = async (host: string) => {
    const start = await app.http().get('/api/login').set('Host', host);
    expect(start.status).toBe(302);
    return new URL(start.headers.location).searchParams.get('redirect_uri');
  };

  it('names PUBLIC_URL whatever Host the request carries', async () => {
    expect(app.config.mail.publicUrl).toBe(app.url);
    for (const host of ['attacker.example', 'attacker.example:8443', `${new URL(app.url).host}.attacker.example`]) {
      expect(await redirectUriFor(host)).toBe(`${app.url}/api/callback`);
    }
    expect(await redirectUriFor(new URL(app.url).host)).toBe(`${app.url}/api/callback`);
  });
});
