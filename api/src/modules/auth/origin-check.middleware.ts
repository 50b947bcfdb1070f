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

/** The origin (scheme, host and port) a browser says the request came from, or null when it says nothing. */
function claimedOrigin(request: Request): string | null | 'invalid' {
  const origin = request.headers.origin ?? request.headers.referer;
  if (!origin) return null;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : 'invalid';
  } catch {
    // Includes Origin: null (sandboxed frames, file://), which no page of ours sends.
    return 'invalid';
  }
}

/**
 * CSRF defence for cookie sessions: a state-changing request that a browser
 * marks as coming from anywhere but the site itself is refused. The site is
 * PUBLIC_URL, compared by scheme, host and port: never the Host or
 * X-Forwarded-Host header, which whoever sends the request writes (a host
 * name pointed at our address, DNS rebinding, sends matching ones). Requests
 * without Origin or Referer (curl, server-to-server calls, tests) carry no
 * ambient browser cookies by accident, so they pass and meet the normal
 * session checks.
 */
export function originCheck(publicUrl: string) {
  const site = new URL(publicUrl).origin;
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!STATE_CHANGING.has(request.method)) return next();
    if (isOneClickUnsubscribe(request)) return next();
    const claimed = claimedOrigin(request);
    if (claimed === null || claimed === site) return next();
    response.status(403).json({ statusCode: 403, message: AUTH_MESSAGES.crossOrigin });
  };
}
