import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { requestCookie } from '../../http/request-cookie';
import { APP_CONFIG } from '../../config/config.module';
import { sessionSubkey } from '../../config/session-subkey';
import type { AppConfig } from '../../config/env';
import { BROWSER_COOKIE_TTL_MS, signLink, verifyLink } from '../subscriptions/links/subscriber-link-token';

export const SUBSCRIBER_COOKIE = 'cypher.subscriber';

/**
 * The cookie that names the subscription a browser was recognised as. Its
 * value is signed like an email link, for a purpose of its own and under a
 * key of its own (derived from SESSION_SECRET), so no link token passes for
 * it and a value the browser edits verifies as nothing. HttpOnly, so page
 * scripts never read it; SameSite=Lax; Secure when the site is served over https.
 */
@Injectable()
export class SubscriberCookie {
  private readonly secret: string;
  private readonly secure: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secret = sessionSubkey(config.sessionSecret, 'subscriber-browser').toString('hex');
    this.secure = new URL(config.mail.publicUrl).protocol === 'https:';
  }

  /** The subscription the request's cookie names, or null when it has none, or one we did not sign, or an old one. */
  read(request: Request): number | null {
    const value = requestCookie(request, SUBSCRIBER_COOKIE);
    if (value === undefined) return null;
    const check = verifyLink(value, 'browser', this.secret);
    return check.ok ? check.claims.subscriptionId : null;
  }

  /** True when the request carries the cookie at all, valid or not. */
  present(request: Request): boolean {
    return requestCookie(request, SUBSCRIBER_COOKIE) !== undefined;
  }

  write(response: Response, subscriptionId: number, now = Date.now()): void {
    const value = signLink({ purpose: 'browser', subscriptionId, expiresAt: now + BROWSER_COOKIE_TTL_MS }, this.secret);
    response.cookie(SUBSCRIBER_COOKIE, value, { ...this.attributes(), maxAge: BROWSER_COOKIE_TTL_MS });
  }

  clear(response: Response): void {
    response.clearCookie(SUBSCRIBER_COOKIE, this.attributes());
  }

  private attributes() {
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.secure, path: '/' };
  }
}
