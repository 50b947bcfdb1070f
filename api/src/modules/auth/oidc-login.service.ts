import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Issuer, Strategy, type Client, type TokenSet, type UserinfoResponse } from 'openid-client';
import { Authenticator } from 'passport';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { isDatabaseUnavailable } from '../../http/database-unavailable';
import type { User } from '../users/user.entity';
import { UsersStore } from '../users/users.store';

export const OIDC_CALLBACK_PATH = '/api/callback';

/**
 * OpenID Connect sign-in through passport + openid-client, used by /api/login
 * when OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set.
 * A signed-in person gets in only if their users row already holds a desk role,
 * or their verified email is listed in OIDC_ADMIN_EMAILS (they join as an admin): the identity provider
 * proves who someone is, this server decides what they may do.
 */
@Injectable()
export class OidcLoginService {
  private readonly logger = new Logger(OidcLoginService.name);
  private readonly passport = new Authenticator();
  private client?: Promise<Client>;
  private readonly strategies = new Set<string>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersStore,
  ) {}

  get enabled(): boolean {
    return Boolean(this.config.oidc);
  }

  /** Starts the redirect to the identity provider (or finishes it on the callback). */
  async authenticate(request: Request, response: Response, next: NextFunction, onUser: (user: User | null) => void) {
    const name = await this.strategyFor(request);
    this.passport.authenticate(name, { session: false }, (error: unknown, user: User | false) => {
      // Postgres being down is not a denied sign-in: the exception filter answers 503.
      if (isDatabaseUnavailable(error)) return next(error);
      if (error) {
        this.logger.warn(`OIDC sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
        return onUser(null);
      }
      onUser(user || null);
    })(request, response, next);
  }

  /** One strategy per public host, because the redirect URI must name the host the browser used. */
  private async strategyFor(request: Request): Promise<string> {
    const host = request.get('host') ?? 'localhost';
    const name = `oidc:${host}`;
    if (this.strategies.has(name)) return name;
    const issuerClient = await this.issuerClient();
    const redirectUri = `${request.protocol}://${host}${OIDC_CALLBACK_PATH}`;
    const client = new issuerClient.issuer.Client({
      client_id: this.config.oidc!.clientId,
      client_secret: this.config.oidc!.clientSecret,
      redirect_uris: [redirectUri],
      response_types: ['code'],
    });
    this.passport.use(
      name,
      new Strategy(
        { client, params: { scope: 'openid email profile', redirect_uri: redirectUri } },
        (tokens: TokenSet, userinfo: UserinfoResponse, done: (error: unknown, user?: User | false) => void) => {
          this.upsertUser(tokens, userinfo).then((user) => done(null, user), done);
        },
      ),
    );
    this.strategies.add(name);
    return name;
  }

  private issuerClient(): Promise<Client> {
    this.client ??= Issuer.discover(this.config.oidc!.issuerUrl).then(
      (issuer) =>
        new issuer.Client({ client_id: this.config.oidc!.clientId, client_secret: this.config.oidc!.clientSecret }),
    );
    this.client.catch(() => (this.client = undefined));
    return this.client;
  }

  private async upsertUser(tokens: TokenSet, userinfo: UserinfoResponse): Promise<User | false> {
    const claims = { ...tokens.claims(), ...userinfo };
    const subject = `${claims.iss}|${claims.sub}`;
    const email =
      typeof claims.email === 'string' && claims.email_verified !== false ? claims.email.toLowerCase() : null;
    // Someone the owner invited, or who signed in with a password, keeps their one row: it is linked to the subject.
    const existing =
      (await this.users.findByOidcSubject(subject)) ?? (email ? await this.users.findByEmail(email) : null);
    if (existing?.oidcSubject && existing.oidcSubject !== subject) {
      this.logger.warn(`OIDC sign-in refused: ${email} already belongs to another OIDC identity`);
      return false;
    }
    const listed = email !== null && this.config.oidcAdminEmails.includes(email);
    const saved = await this.users.saveOidcUser(subject, existing, {
      email: email ?? existing?.email ?? null,
      firstName:
        typeof claims.given_name === 'string' ? claims.given_name.slice(0, 100) : (existing?.firstName ?? null),
      lastName:
        typeof claims.family_name === 'string' ? claims.family_name.slice(0, 100) : (existing?.lastName ?? null),
      profileImageUrl: typeof claims.picture === 'string' ? claims.picture : (existing?.profileImageUrl ?? null),
      // A listed address joins as an admin; a member keeps the role the owner gave them, and a removed one stays out.
      role: existing?.role ?? (listed && !existing?.removedAt ? 'admin' : null),
    });
    return saved.role ? saved : false;
  }
}
