import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/env';

/**
 * The site's pages run only their own scripts: no inline script at all (the
 * data a server-rendered page hands the browser travels in a JSON block,
 * which is data, never run), no framing, no plugin content. Pictures come
 * from our own origin only (remote ones are fetched once by the worker and
 * served from /media), so no outlet learns who reads what; styles may sit in
 * attributes (image boxes keep their ratio that way).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** bull-board's page is a prebuilt app with inline bootstrapping of its own; it gets its own, looser policy. */
export const QUEUE_DASHBOARD_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline' https:",
  "img-src 'self' data: https:",
  "font-src 'self' data: https:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every answer carries, as [name, value] pairs; HSTS only when the site is served over HTTPS. */
export function securityHeaders(config: Pick<AppConfig, 'cookieSecure'>): [string, string][] {
  const headers: [string, string][] = [
    ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (config.cookieSecure) headers.push(['Strict-Transport-Security', HSTS]);
  return headers;
}

/** Express middleware: the same headers on every answer express gives, the queue dashboard under its own policy. */
export function securityHeadersMiddleware(config: Pick<AppConfig, 'cookieSecure'>, queueDashboardPath: string) {
  const headers = securityHeaders(config);
  return (request: Request, response: Response, next: NextFunction): void => {
    for (const [name, value] of headers) response.setHeader(name, value);
    if (request.path === queueDashboardPath || request.path.startsWith(`${queueDashboardPath}/`)) {
      response.setHeader('Content-Security-Policy', QUEUE_DASHBOARD_POLICY);
    }
    next();
  };
}
