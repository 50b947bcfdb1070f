import type { NextFunction, Request, Response } from 'express';
import { AUTH_MESSAGES } from './auth-user';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
