import type { RequestHandler } from 'express';
import session from 'express-session';
import type { AppConfig } from '../../config/env';
import './session-data';

export const SESSION_COOKIE_NAME = 'cypher.sid';
/** An admin signs in again after 12 hours. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60_000;

/**
 * Cookie: HttpOnly (no script can read it), SameSite=Lax (not sent on
 * cross-site POSTs), Secure when COOKIE_SECURE is set (the site runs behind
 * HTTPS; with a proxy in front also set TRUST_PROXY so the request counts as
 * secure). No session is stored until someone logs in.
 */
export function createSessionMiddleware(store: session.Store, config: AppConfig): RequestHandler {
  return session({
    name: SESSION_COOKIE_NAME,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    // No `proxy` option: whether a request came over HTTPS is then judged by express's 'trust proxy', so only
    // TRUST_PROXY's proxies can say X-Forwarded-Proto: https, not any client.
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      path: '/',
      maxAge: SESSION_MAX_AGE_MS,
    },
  });
}
