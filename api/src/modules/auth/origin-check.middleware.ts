import type { NextFunction, Request, Response } from 'express';
import { AUTH_MESSAGES } from './auth-user';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The one request that must pass whatever its origin says: see isOneClickUnsubscribe. */
export const ONE_CLICK_UNSUBSCRIBE_URL_PATH = '/api/subscriptions/one-click-unsubscribe';

/**
 * RFC 8058 one-click unsubscribe: a mail provider (or the reader's mail app)
 * POSTs a form body to the List-Unsubscribe URL. It carries no cookie and is
 * authorised only by the signed token in its URL, so it cannot be forged
 * across sites and must never be refused for its origin.
 */
function isOneClickUnsubscribe(request: Request): boolean {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  return (
    request.method === 'POST' &&
    request.path === ONE_CLICK_UNSUBSCRIBE_URL_PATH &&
    (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data'))
  );
}

/** The host[:port] a browser says the request came from, or null when it says nothing. */
function claimedOriginHost(request: Request): string | null | 'invalid' {
  const origin = request.headers.origin ?? request.headers.referer;
  if (!origin) return null;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : 'invalid';
  } catch {
    // Includes Origin: null (sandboxed frames, file://), which no page of ours sends.
    return 'invalid';
  }
}

/**
 * CSRF defence for cookie sessions: a state-changing request that a browser
 * marks as coming from another site is refused. Requests without Origin or
 * Referer (curl, server-to-server calls, tests) carry no ambient browser
 * cookies by accident, so they pass and meet the normal session checks.
 * Behind a trusted proxy the public host is X-Forwarded-Host.
 */
export function originCheck(trustProxy: boolean) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!STATE_CHANGING.has(request.method)) return next();
    if (isOneClickUnsubscribe(request)) return next();
    const claimed = claimedOriginHost(request);
    if (claimed === null) return next();
    const forwarded = trustProxy
      ? String(request.headers['x-forwarded-host'] ?? '')
          .split(',')[0]
          .trim()
      : '';
    const host = (forwarded || request.headers.host || '').toLowerCase();
    if (claimed !== 'invalid' && claimed === host) return next();
    response.status(403).json({ statusCode: 403, message: AUTH_MESSAGES.crossOrigin });
  };
}
