import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIdentity {
  sub: string;
  email: string;
  given_name?: string;
  family_name?: string;
  /**
   * Claims the signed ID token carries instead of the defaults (email_verified: true);
   * a claim set to undefined is left out, as a provider that never asserts it would.
   */
  idTokenClaims?: Record<string, unknown>;
  /** Claims the userinfo answer carries instead of the defaults (the identity, email_verified: true). */
  userinfoClaims?: Record<string, unknown>;
}

export interface FakeOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Issues a one-time code for this person, as the provider would after they sign in. */
  codeFor: (identity: FakeIdentity, codeChallenge: string) => string;
  close: () => Promise<void>;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/**
 * A minimal OpenID Connect provider on 127.0.0.1 that WE wrote, standing in
 * for the remote identity provider: discovery, JWKS, a token endpoint that
 * checks the client secret and the PKCE verifier and signs an RS256 id_token,
 * and userinfo.
 */
export async function startFakeOidcProvider(): Promise<FakeOidcProvider> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'test-key';
  const clientId = 'cypher-test-client';
  const clientSecret = randomBytes(16).toString('hex');
  const codes = new Map<string, { identity: FakeIdentity; codeChallenge: string }>();
  const accessTokens = new Map<string, FakeIdentity>();
  let issuer = '';

  const idToken = (identity: FakeIdentity) => {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
    const payload = base64url(
      JSON.stringify({
        iss: issuer,
        aud: clientId,
        sub: identity.sub,
        email: identity.email,
        email_verified: true,
        iat: now,
        exp: now + 300,
        ...identity.idTokenClaims,
      }),
    );
    const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey);
    return `${header}.${payload}.${base64url(signature)}`;
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (url.pathname === '/jwks') {
      return json(200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        const basic = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
        const [id, secret] = basic.split(':').map(decodeURIComponent);
        const authenticated =
          (id === clientId && secret === clientSecret) ||
          (form.get('client_id') === clientId && form.get('client_secret') === clientSecret);
        if (!authenticated) return json(401, { error: 'invalid_client' });
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        if (!grant || base64url(createHash('sha256').update(verifier).digest()) !== grant.codeChallenge) {
          return json(400, { error: 'invalid_grant' });
        }
        const accessToken = randomBytes(16).toString('hex');
        accessTokens.set(accessToken, grant.identity);
        json(200, {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: 300,
          id_token: idToken(grant.identity),
        });
      });
      return;
    }
    if (url.pathname === '/userinfo') {
      const identity = accessTokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!identity) return json(401, { error: 'invalid_token' });
      const { sub, email, given_name, family_name } = identity;
      return json(200, { sub, email, given_name, family_name, email_verified: true, ...identity.userinfoClaims });
    }
    json(404, { error: 'not_found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    clientId,
    clientSecret,
    codeFor: (identity, codeChallenge) => {
      const code = randomBytes(12).toString('hex');
      codes.set(code, { identity, codeChallenge });
      return code;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
