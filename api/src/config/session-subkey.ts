import { createHmac } from 'node:crypto';

/**
 * A key of its own for one purpose ('member-links', 'subscriber-browser'…),
 * derived from SESSION_SECRET, which the API and the worker share: what one
 * purpose signs never verifies for another, and none of them is the secret.
 */
export function sessionSubkey(sessionSecret: string, purpose: string): Buffer {
  return createHmac('sha256', sessionSecret).update(purpose).digest();
}
