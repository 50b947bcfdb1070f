import { createHmac, timingSafeEqual } from 'node:crypto';

/** Whether a link sits in the editor's core (the same for everyone) or in the reader's personal picks. */
export type DigestItemKind = 'core' | 'pick';

export interface DigestClick {
  deliveryId: number;
  kind: DigestItemKind;
  articleId: number;
}

const KIND_CODE: Record<DigestItemKind, string> = { core: 'c', pick: 'p' };

function signature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url').slice(0, 22);
}

/**
 * One recipient's link to one story of their digest: the delivery, the kind
 * of item and the story, signed. The click route reads the story from the
 * token and builds the address itself, so no address is ever taken from a URL.
 */
export function signDigestClick(click: DigestClick, secret: string): string {
  const body = `${click.deliveryId.toString(36)}.${KIND_CODE[click.kind]}${click.articleId.toString(36)}`;
  return `${body}.${signature(body, secret)}`;
}

export function verifyDigestClick(token: unknown, secret: string): DigestClick | null {
  if (typeof token !== 'string' || token.length > 80) return null;
  const match = /^([0-9a-z]{1,12})\.([cp])([0-9a-z]{1,10})\.([\w-]{22})$/.exec(token);
  if (!match) return null;
  const [, delivery, code, article, mac] = match;
  const expected = Buffer.from(signature(`${delivery}.${code}${article}`, secret));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const deliveryId = parseInt(delivery, 36);
  const articleId = parseInt(article, 36);
  if (!Number.isSafeInteger(deliveryId) || deliveryId <= 0 || articleId <= 0 || articleId > 2_147_483_647) return null;
  return { deliveryId, kind: code === 'c' ? 'core' : 'pick', articleId };
}
