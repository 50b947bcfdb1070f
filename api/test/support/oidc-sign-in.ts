import { cookiesOf } from './admin-session';
import type { FakeIdentity, FakeOidcProvider } from './fake-oidc-provider';
import type { TestApp } from './test-app';

/**
 * Follows the browser's path through an OpenID Connect sign-in: /api/login,
 * the provider (which asserts `identity`), then /api/callback. Returns the
 * callback's answer and the session cookies it set.
 */
export async function signInThroughProvider(app: TestApp, provider: FakeOidcProvider, identity: FakeIdentity) {
  const start = await app.http().get('/api/login');
  if (start.status !== 302) throw new Error(`/api/login answered ${start.status}`);
  const authorize = new URL(start.headers.location);
  const code = provider.codeFor(identity, authorize.searchParams.get('code_challenge')!);
  const state = authorize.searchParams.get('state')!;
  const callback = await app
    .http()
    .get(`/api/callback?code=${code}&state=${encodeURIComponent(state)}`)
    .set('Cookie', cookiesOf(start.headers['set-cookie']));
  return { callback, cookies: cookiesOf(callback.headers['set-cookie']) };
}
