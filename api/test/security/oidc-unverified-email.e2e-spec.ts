import { ensureMember } from '../support/desk-members';
import type { FakeIdentity } from '../support/fake-oidc-provider';
import { signInThroughProvider } from '../support/oidc-sign-in';
import { useOidcApp } from '../support/oidc-app';
import { truncateAll } from '../support/test-database';

const EDITOR_EMAIL = 'editor@desk.test';
const LISTED_ADMIN_EMAIL = 'boss@example.com';
const DENIED = '/admin?login=1&error=denied';

/**
 * An identity provider that names a member's address without vouching for it
 * must not sign anyone in as that member, nor make them an admin.
 */
describe('an OpenID Connect sign-in claiming an address it has not verified', () => {
  const stage = useOidcApp({
    OIDC_ADMIN_EMAILS: LISTED_ADMIN_EMAIL,
  });
  beforeEach(async () => truncateAll(stage.app.dataSource));

  /** Signs in through the provider and says who, if anyone, the session belongs to. */
  async function whoSignsIn(identity: FakeIdentity) {
    const { callback, cookies } = await signInThroughProvider(stage.app, stage.provider, identity);
    const me = await stage.app.http().get('/api/auth/user').set('Cookie', cookies);
    return { location: callback.headers.location, status: me.status, email: me.body?.email ?? null };
  }

  const unverifiedForms: [string, Pick<FakeIdentity, 'idTokenClaims' | 'userinfoClaims'>][] = [
    [
      'email_verified missing',
      { idTokenClaims: { email_verified: undefined }, userinfoClaims: { email_verified: undefined } },
    ],
    [
      'email_verified as the string "false"',
      { idTokenClaims: { email_verified: 'false' }, userinfoClaims: { email_verified: 'false' } },
    ],
    [
      'email_verified as the string "true"',
      { idTokenClaims: { email_verified: 'true' }, userinfoClaims: { email_verified: 'true' } },
    ],
    ['email_verified as the number 1', { idTokenClaims: { email_verified: 1 }, userinfoClaims: { email_verified: 1 } }],
    [
      'the ID token saying false while userinfo says true',
      { idTokenClaims: { email_verified: false }, userinfoClaims: { email_verified: true } },
    ],
    [
      'the ID token silent while userinfo says true',
      { idTokenClaims: { email_verified: undefined }, userinfoClaims: { email_verified: true } },
    ],
  ];

  it.each(unverifiedForms)('does not sign in as the editor with %s', async (_form, claims) => {
    const editorId = await ensureMember(stage.app, 'editor');
    const outcome = await whoSignsIn({ sub: 'intruder', email: EDITOR_EMAIL, ...claims });
    expect(outcome).toEqual({ location: DENIED, status: 401, email: null });
    const [editor] = await stage.app.dataSource.query(`SELECT oidc_subject, role FROM users WHERE id = $1`, [editorId]);
    expect(editor).toEqual({ oidc_subject: null, role: 'editor' });
  });

  it.each(unverifiedForms)('does not make a listed admin address an admin with %s', async (_form, claims) => {
    const outcome = await whoSignsIn({ sub: 'intruder', email: LISTED_ADMIN_EMAIL, ...claims });
    expect(outcome).toEqual({ location: DENIED, status: 401, email: null });
    const [{ count }] = await stage.app.dataSource.query(
      `SELECT count(*)::int AS count FROM users WHERE role IS NOT NULL`,
    );
    expect(count).toBe(0);
  });

  it('does not let userinfo replace the address the ID token signed', async () => {
    await ensureMember(stage.app, 'editor');
    const outcome = await whoSignsIn({
      sub: 'intruder',
      email: 'intruder@elsewhere.test',
      userinfoClaims: { email: EDITOR_EMAIL, email_verified: true },
    });
    expect(outcome).toEqual({ location: DENIED, status: 401, email: null });
  });

  it('still signs the editor in when the configured issuer verified the address (boolean true)', async () => {
    const editorId = await ensureMember(stage.app, 'editor');
    const outcome = await whoSignsIn({ sub: 'editor-at-idp', email: EDITOR_EMAIL });
    expect(outcome).toEqual({ location: '/admin', status: 200, email: EDITOR_EMAIL });
    const [editor] = await stage.app.dataSource.query(`SELECT oidc_subject FROM users WHERE id = $1`, [editorId]);
    expect(editor.oidc_subject).toBe(`${stage.provider.issuer}|editor-at-idp`);
  });
});

describe('an OpenID Connect sign-in from an issuer the operator did not list for email linking', () => {
  const stage = useOidcApp({
    OIDC_ADMIN_EMAILS: LISTED_ADMIN_EMAIL,
    OIDC_TRUSTED_EMAIL_ISSUERS: 'https://accounts.trusted.example',
  });
  beforeEach(async () => truncateAll(stage.app.dataSource));

  it('is not linked to the member with that address, even with email_verified true', async () => {
    const editorId = await ensureMember(stage.app, 'editor');
    const { callback, cookies } = await signInThroughProvider(stage.app, stage.provider, {
      sub: 'stranger',
      email: EDITOR_EMAIL,
    });
    expect(callback.headers.location).toBe(DENIED);
    expect((await stage.app.http().get('/api/auth/user').set('Cookie', cookies)).status).toBe(401);
    const [editor] = await stage.app.dataSource.query(`SELECT oidc_subject FROM users WHERE id = $1`, [editorId]);
    expect(editor.oidc_subject).toBeNull();
  });

  it('does not make a listed admin address an admin', async () => {
    const { callback } = await signInThroughProvider(stage.app, stage.provider, {
      sub: 'stranger',
      email: LISTED_ADMIN_EMAIL,
    });
    expect(callback.headers.location).toBe(DENIED);
    const [{ count }] = await stage.app.dataSource.query(
      `SELECT count(*)::int AS count FROM users WHERE role IS NOT NULL`,
    );
    expect(count).toBe(0);
  });
});
