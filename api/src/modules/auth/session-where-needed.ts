import type { Request, RequestHandler } from 'express';
import { SESSION_COOKIE_NAME } from './session.setup';

/**
 * The GETs that may start a session for a browser that has none: the OIDC sign-in keeps its state and nonce in the
 * session between /api/login and /api/callback.
 */
const GETS_THAT_START_A_SESSION = new Set(['/api/login', '/api/callback']);
const READS = new Set(['GET', 'HEAD']);

function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => pair.trimStart().startsWith(`${SESSION_COOKIE_NAME}=`));
}

/**
 * Whether a request can read or write a session. A read from a browser without the session cookie has no session to
 * load, and stores none (sessions are kept only once someone signs in), so it is spared the session's work: a fresh
 * random id, a cookie parse and a hook on the response, on every public page and JSON answer.
 */
export function needsSession(request: Pick<Request, 'method' | 'path' | 'headers'>): boolean {
  if (!READS.has(request.method)) return true;
  if (carriesSessionCookie(request.headers.cookie)) return true;
  return GETS_THAT_START_A_SESSION.has(request.path);
}

/** The session middleware, run only for requests that can read or write a session (see needsSession). */
export function sessionWhereNeeded(sessionMiddleware: RequestHandler): RequestHandler {
  return (request, response, next) => (needsSession(request) ? sessionMiddleware(request, response, next) : next());
}
