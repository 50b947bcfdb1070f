import { FakeOidcProvider, startFakeOidcProvider } from './fake-oidc-provider';
import { startTestApp, TestApp } from './test-app';

/** The API and a fake identity provider it is configured to sign in through, for one describe block. */
export interface OidcStage {
  provider: FakeOidcProvider;
  app: TestApp;
}

/**
 * Starts the provider and an API that knows it (plus `env`) before the block's
 * tests, and stops both after them. Read `provider` and `app` inside tests and hooks.
 */
export function useOidcApp(env: Record<string, string> = {}): OidcStage {
  const stage = {} as OidcStage;
  beforeAll(async () => {
    stage.provider = await startFakeOidcProvider();
    stage.app = await startTestApp({
      OIDC_ISSUER_URL: stage.provider.issuer,
      OIDC_CLIENT_ID: stage.provider.clientId,
      OIDC_CLIENT_SECRET: stage.provider.clientSecret,
      ...env,
    });
  });
  afterAll(async () => {
    await stage.app?.close();
    await stage.provider?.close();
  });
  return stage;
}
