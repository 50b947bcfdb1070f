import { randomUUID } from 'node:crypto';

/** A globally unique Message-ID on the sender's own domain, in angle brackets as RFC 5322 writes it. */
export function newMessageId(fromAddress: string): string {
  const domain = fromAddress.split('@')[1] ?? 'localhost';
  return `<${randomUUID()}@${domain}>`;
}
