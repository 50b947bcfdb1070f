import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHmac } from 'node:crypto';
import { APP_CONFIG } from '../../config/config.module';
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
    this.secret = createHmac('sha256', config.sessionSecret).update('subscriber-browser').digest('hex');
    this.secure = new URL(config.mail.publicUrl).protocol === 'https:';
  }

  /** The subscription the request's cookie names, or null when it has none, or one we did not sign, or an old one. */
  read(request: Request): number | null {
    const value = cookieValue(request.headers.cookie, SUBSCRIBER_COOKIE);
    if (value === undefined) return null;
    const check = verifyLink(value, 'browser', this.secret);
    return check.ok ? check.claims.subscriptionId : null;
  }

  /** True when the request carries the cookie at all, valid or not. */
  present(request: Request): boolean {
    return cookieValue(request.headers.cookie, SUBSCRIBER_COOKIE) !== undefined;
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

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
