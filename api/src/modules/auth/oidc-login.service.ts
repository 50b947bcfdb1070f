import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Issuer, Strategy, type TokenSet, type UserinfoResponse } from 'openid-client';
import { Authenticator } from 'passport';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { isDatabaseUnavailable } from '../../http/database-unavailable';
import type { User } from '../users/user.entity';
import { UsersStore } from '../users/users.store';
import { oidcIdentityOf, type OidcClaims } from './oidc-identity';

export const OIDC_CALLBACK_PATH = '/api/callback';
const STRATEGY_NAME = 'oidc';

/**
 * OpenID Connect sign-in through passport + openid-client, used by /api/login
 * when OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set.
 * A signed-in person gets in only if their users row already holds a desk role,
 * or their address is listed in OIDC_ADMIN_EMAILS (they join as an admin). An
 * address counts, for linking to a member and for that grant alike, only when
 * the provider verified it and its issuer is trusted with addresses (see
 * oidcIdentityOf): the identity provider proves who someone is, this server
 * decides what they may do.
 */
@Injectable()
export class OidcLoginService {
  private readonly logger = new Logger(OidcLoginService.name);
  private readonly passport = new Authenticator();
  private strategy?: Promise<void>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersStore,
  ) {}

  get enabled(): boolean {
    return Boolean(this.config.oidc);
  }

  /** Starts the redirect to the identity provider (or finishes it on the callback). */
  async authenticate(request: Request, response: Response, next: NextFunction, onUser: (user: User | null) => void) {
    await this.registerStrategy();
    this.passport.authenticate(STRATEGY_NAME, { session: false }, (error: unknown, user: User | false) => {
      // Postgres being down is not a denied sign-in: the exception filter answers 503.
      if (isDatabaseUnavailable(error)) return next(error);
      if (error) {
        this.logger.warn(`OIDC sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
        return onUser(null);
      }
      onUser(user || null);
    })(request, response, next);
  }

  /**
   * The one strategy, registered on first use (discovery needs the provider up;
   * a failed discovery is tried again on the next sign-in). The redirect URI is
   * built from PUBLIC_URL alone: the Host header is whatever the sender wrote.
   */
  private registerStrategy(): Promise<void> {
    this.strategy ??= this.discoverStrategy();
    this.strategy.catch(() => (this.strategy = undefined));
    return this.strategy;
  }

  private async discoverStrategy(): Promise<void> {
    const oidc = this.config.oidc!;
    const issuer = await Issuer.discover(oidc.issuerUrl);
    const redirectUri = `${this.config.mail.publicUrl}${OIDC_CALLBACK_PATH}`;
    const client = new issuer.Client({
      client_id: oidc.clientId,
      client_secret: oidc.clientSecret,
      redirect_uris: [redirectUri],
      response_types: ['code'],
    });
    // Unless the operator lists issuers, the one they configured is trusted with addresses, by the exact
    // name its ID tokens carry.
    const trustedIssuers = oidc.trustedEmailIssuers ?? [issuer.metadata.issuer];
    this.passport.use(
      STRATEGY_NAME,
      new Strategy(
        { client, params: { scope: 'openid email profile', redirect_uri: redirectUri } },
        (tokens: TokenSet, userinfo: UserinfoResponse, done: (error: unknown, user?: User | false) => void) => {
          this.upsertUser(tokens, userinfo, trustedIssuers).then((user) => done(null, user), done);
        },
      ),
    );
  }

  private async upsertUser(tokens: TokenSet, userinfo: UserinfoResponse, trustedIssuers: string[]) {
    const identity = oidcIdentityOf(tokens.claims() as OidcClaims, userinfo as OidcClaims, trustedIssuers);
    const email = identity.trustedEmail;
    // Someone the owner invited, or who signed in with a password, keeps their one row: it is linked to the subject.
    const existing =
      (await this.users.findByOidcSubject(identity.subject)) ?? (email ? await this.users.findByEmail(email) : null);
    if (existing?.oidcSubject && existing.oidcSubject !== identity.subject) {
      this.logger.warn('OIDC sign-in refused: that address already belongs to another OIDC identity');
      return false;
    }
    const listed = email !== null && this.config.oidcAdminEmails.includes(email);
    const saved = await this.users.saveOidcUser(identity.subject, existing, {
      email: email ?? existing?.email ?? null,
      firstName: identity.firstName ?? existing?.firstName ?? null,
      lastName: identity.lastName ?? existing?.lastName ?? null,
      profileImageUrl: identity.pictureUrl ?? existing?.profileImageUrl ?? null,
      // A listed address joins as an admin; a member keeps the role the owner gave them, and a removed one stays out.
      role: existing?.role ?? (listed && !existing?.removedAt ? 'admin' : null),
    });
    return saved.role ? saved : false;
  }
}
