import type { IncomingMessage, ServerResponse } from 'node:http';
import { redactQuery, redactUrl } from './redact-url';

/** The request as pino-http's standard serializer wrote it down. */
interface SerializedRequest {
  url?: string;
  query?: unknown;
  headers?: Record<string, unknown>;
  [field: string]: unknown;
}

/**
 * The logged request without the secrets its url can carry: the url and the
 * parsed query, and the Referer (a page such as /unsubscribe?token=… sends its
 * own address with every call it makes to the API).
 */
export function redactedRequest(request: SerializedRequest): SerializedRequest {
  const headers = request.headers ? { ...request.headers } : undefined;
  if (headers && typeof headers.referer === 'string') headers.referer = redactUrl(headers.referer);
  return { ...request, url: redactUrl(request.url), query: redactQuery(request.query), headers };
}

/** 'GET /api/articles 200': the request line of a log message, its secrets masked the same way. */
export function requestLine(request: IncomingMessage, response: ServerResponse): string {
  const url = (request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url;
  return `${request.method} ${redactUrl(url)} ${response.statusCode}`;
}
