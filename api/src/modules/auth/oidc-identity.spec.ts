import { oidcIdentityOf } from './oidc-identity';

const ISSUER = 'https://id.example';
const token = (claims: Record<string, unknown>) => ({ iss: ISSUER, sub: 'person-1', ...claims });

describe('oidcIdentityOf', () => {
  it('trusts an address only when email_verified is the boolean true and the issuer is listed', () => {
    const verified = oidcIdentityOf(token({ email: 'Ed@Desk.Test', email_verified: true }), {}, [ISSUER]);
    expect(verified).toEqual({
      subject: `${ISSUER}|person-1`,
      trustedEmail: 'ed@desk.test',
      firstName: null,
      lastName: null,
      pictureUrl: null,
    });
    for (const claim of [undefined, 'true', 'false', 1, 'yes', null, false]) {
      expect(oidcIdentityOf(token({ email: 'ed@desk.test', email_verified: claim }), {}, [ISSUER]).trustedEmail).toBe(
        null,
      );
    }
  });

  it('compares issuers without their trailing slash, and trusts none that is not listed', () => {
    const claims = token({ email: 'ed@desk.test', email_verified: true });
    expect(oidcIdentityOf(claims, {}, [`${ISSUER}/`]).trustedEmail).toBe('ed@desk.test');
    expect(oidcIdentityOf(claims, {}, ['https://other.example']).trustedEmail).toBeNull();
    expect(oidcIdentityOf(claims, {}, []).trustedEmail).toBeNull();
    expect(oidcIdentityOf(claims, {}, ['https://id.example.attacker.test']).trustedEmail).toBeNull();
  });

  it('never lets userinfo replace the address, its verification or the subject the ID token signed', () => {
    const userinfo = { sub: 'someone-else', email: 'owner@desk.test', email_verified: true, given_name: 'Ed' };
    const fromToken = oidcIdentityOf(token({ email: 'ed@desk.test', email_verified: false }), userinfo, [ISSUER]);
    expect(fromToken).toMatchObject({ subject: `${ISSUER}|person-1`, trustedEmail: null, firstName: 'Ed' });
    // The token's address without its verification is not completed by userinfo's verification.
    const silent = oidcIdentityOf(token({ email: 'ed@desk.test' }), { email_verified: true }, [ISSUER]);
    expect(silent.trustedEmail).toBeNull();
  });

  it('takes the address and its verification from userinfo when the ID token names no address', () => {
    const identity = oidcIdentityOf(token({}), { email: 'ed@desk.test', email_verified: true }, [ISSUER]);
    expect(identity.trustedEmail).toBe('ed@desk.test');
    expect(oidcIdentityOf(token({}), { email: 'ed@desk.test' }, [ISSUER]).trustedEmail).toBeNull();
  });

  it('refuses an address too long to store, and profile claims that are not text', () => {
    const long = `${'a'.repeat(250)}@desk.test`;
    expect(oidcIdentityOf(token({ email: long, email_verified: true }), {}, [ISSUER]).trustedEmail).toBeNull();
    const identity = oidcIdentityOf(token({ given_name: 42, family_name: ['x'], picture: {} }), {}, [ISSUER]);
    expect(identity).toMatchObject({ firstName: null, lastName: null, pictureUrl: null });
  });
});
