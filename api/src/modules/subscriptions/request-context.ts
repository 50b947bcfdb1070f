import type { Request } from 'express';
import type { ConsentContext } from '../consents/consents.store';

/** The client IP (X-Forwarded-For only when TRUST_PROXY is set) and user agent a consent is recorded with. */
export function consentContextOf(request: Request): ConsentContext {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof userAgent === 'string' ? userAgent : null };
}
