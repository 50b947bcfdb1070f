import { oneOf, trimCharacters } from '../../shared/domain/trim-characters';

/** Claims as an identity provider hands them over: the ID token's payload, or the userinfo answer. */
export type OidcClaims = Record<string, unknown>;

/** Who an OpenID Connect sign-in says someone is, after our rules about which claims to believe. */
export interface OidcIdentity {
  /** `<issuer>|<sub>`: the one stable name of this person at this provider. */
  subject: string;
  /**
   * Their address (lower case) only when it may name a member here: the provider
   * asserted email_verified as boolean true, and its issuer is one the operator
   * trusts with addresses. Otherwise null, and the address is neither stored nor
   * matched against the desk.
   */
  trustedEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
}

/** An issuer as a comparable name: providers differ on the trailing slash, never on anything else. */
export function issuerName(issuer: string): string {
  return trimCharacters(issuer.trim(), oneOf('/'), 'end');
}

/**
 * The address and whether it is verified, taken as one pair from one source:
 * the signed ID token when it names an address, else the userinfo answer.
 * Mixing them would let an unsigned answer vouch for an address the token
 * left unverified.
 */
function emailClaimsOf(idToken: OidcClaims, userinfo: OidcClaims): { email: unknown; verified: unknown } {
  const source = idToken.email !== undefined ? idToken : userinfo;
  return { email: source.email, verified: source.email_verified };
}

/** The longest address the users table holds (and RFC 5321 allows). */
const MAX_EMAIL_LENGTH = 254;

function text(value: unknown, maxLength: number): string | null {
  return typeof value === 'string' && value.trim() ? value.slice(0, maxLength) : null;
}

/**
 * One rule for every identity source. The ID token's claims are never replaced
 * by userinfo (userinfo only fills what the token left out). Only the boolean
 * true counts as verified: a missing claim, the strings "true" or "false" and
 * 1 do not, whatever a provider meant by them.
 */
export function oidcIdentityOf(idToken: OidcClaims, userinfo: OidcClaims, trustedIssuers: string[]): OidcIdentity {
  const claims: OidcClaims = { ...userinfo, ...idToken };
  const issuer = issuerName(String(idToken.iss ?? ''));
  const { email, verified } = emailClaimsOf(idToken, userinfo);
  const trusted =
    typeof email === 'string' &&
    email.includes('@') &&
    email.length <= MAX_EMAIL_LENGTH &&
    verified === true &&
    trustedIssuers.some((listed) => issuerName(listed) === issuer);
  return {
    subject: `${idToken.iss}|${idToken.sub}`,
    trustedEmail: trusted ? email.trim().toLowerCase() : null,
    firstName: text(claims.given_name, 100),
    lastName: text(claims.family_name, 100),
    pictureUrl: text(claims.picture, 2048),
  };
}
