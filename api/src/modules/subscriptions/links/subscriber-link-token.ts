import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links in emails. A token names one subscription and one purpose, so a
 * confirmation link can never unsubscribe and an unsubscribe link can never
 * confirm. Confirmation links expire after seven days; unsubscribe links never
 * do, because an email read a year later must still let the reader leave.
 * Preferences links change what the subscriber gets, so they expire after a
 * month: a forwarded old email stops working, and the page offers a fresh link.
 */
export type LinkPurpose = 'confirm' | 'unsubscribe' | 'preferences' | 'recognise' | 'browser';

export const CONFIRMATION_LINK_TTL_MS = 7 * 24 * 3600 * 1000;
export const PREFERENCES_LINK_TTL_MS = 30 * 24 * 3600 * 1000;
/**
 * A `?st=` recognition token on a link to the site lives as long as a
 * preferences link: an email read weeks later still recognises its reader.
 */
export const RECOGNITION_LINK_TTL_MS = 30 * 24 * 3600 * 1000;
/** The cookie a recognised browser keeps: signed like a link, for a purpose of its own. */
export const BROWSER_COOKIE_TTL_MS = 365 * 24 * 3600 * 1000;

export interface LinkClaims {
  purpose: LinkPurpose;
  subscriptionId: number;
  /** Epoch milliseconds, or null for a link that does not expire. */
  expiresAt: number | null;
}

export type LinkCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

const PURPOSE_CODE: Record<LinkPurpose, string> = {
  confirm: 'c',
  unsubscribe: 'u',
  preferences: 'p',
  recognise: 'r',
  browser: 'b',
};

function signature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function signLink(claims: LinkClaims, secret: string): string {
  const body = [
    PURPOSE_CODE[claims.purpose],
    claims.subscriptionId.toString(36),
    claims.expiresAt?.toString(36) ?? '',
  ].join('.');
  return `${body}.${signature(body, secret)}`;
}

export function verifyLink(token: unknown, purpose: LinkPurpose, secret: string, now = Date.now()): LinkCheck {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, reason: 'invalid' };
  const parts = token.split('.');
  if (parts.length !== 4) return { ok: false, reason: 'invalid' };
  const [code, id, expires, mac] = parts;
  const expected = Buffer.from(signature(`${code}.${id}.${expires}`, secret));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (code !== PURPOSE_CODE[purpose]) return { ok: false, reason: 'invalid' };
  const subscriptionId = parseInt(id, 36);
  const expiresAt = expires ? parseInt(expires, 36) : null;
  if (!Number.isSafeInteger(subscriptionId) || subscriptionId <= 0) return { ok: false, reason: 'invalid' };
  if (expiresAt !== null && expiresAt < now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { purpose, subscriptionId, expiresAt } };
}
