import type { NextFunction, Request, Response } from 'express';
import { ONE_CLICK_UNSUBSCRIBE_URL_PATH } from '../modules/auth/origin-check.middleware';
import { UPLOAD_MEDIA_TYPES, UPLOAD_ROUTE } from '../modules/uploads/upload-limits';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The routes that take something other than JSON, as their senders cannot send anything else:
 * RFC 8058 one-click unsubscribe, which a mail provider POSTs as
 * `List-Unsubscribe=One-Click` without a cookie; and a story's picture upload,
 * whose body is the picture's bytes (a type no plain HTML form can send, and
 * the route needs a desk session besides).
 */
const FORM_ROUTES = new Map<string, readonly string[]>([
  [ONE_CLICK_UNSUBSCRIBE_URL_PATH, ['application/x-www-form-urlencoded', 'multipart/form-data']],
  // JSON as well, only so that a body of the usual type meets the session check (401) first; it is no picture (415).
  [UPLOAD_ROUTE, [...UPLOAD_MEDIA_TYPES, 'application/json']],
]);

export const JSON_ONLY_MESSAGE = 'Send the request body as JSON, with the header Content-Type: application/json.';

/** The media type of a Content-Type header, without its parameters, in lower case ('' when absent). */
function mediaTypeOf(request: Request): string {
  return String(request.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
}

/** Whether the request carries a body at all: an empty POST (a button, a retry) has nothing to judge. */
function hasBody(request: Request): boolean {
  if (request.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(request.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > 0;
}

/**
 * Every route reads its body as JSON; a body of another type is refused with
 * 415 before any parser reads it. Express would otherwise parse a form into the
 * same object a JSON body makes, so a plain HTML form on another site, which a
 * browser sends without a CORS preflight, could reach a route that expects the
 * preflighted JSON of our own client.
 */
export function jsonBodiesOnly(request: Request, response: Response, next: NextFunction): void {
  if (!WITH_BODY.has(request.method) || !hasBody(request)) return next();
  const type = mediaTypeOf(request);
  const accepted = FORM_ROUTES.get(request.path) ?? ['application/json'];
  if (accepted.includes(type)) return next();
  response.setHeader('Accept', accepted.join(', '));
  response.status(415).json({
    statusCode: 415,
    message: FORM_ROUTES.has(request.path) ? `Send this form as ${accepted.join(' or ')}.` : JSON_ONLY_MESSAGE,
  });
}
