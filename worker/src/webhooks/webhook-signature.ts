import { createHmac } from 'node:crypto';

/** The three headers of the Standard Webhooks specification for one message. */
export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Signs `{id}.{timestamp}.{body}` with HMAC-SHA256 under the secret's bytes
 * (the base64 after 'whsec_'), as the specification asks and as its
 * reference libraries (the `standardwebhooks` package the tests verify with)
 * check it. The timestamp is the attempt's, in seconds, so receivers can
 * refuse old replays; the id stays the same across attempts, so they can
 * ignore one they have already handled.
 */
export function signedHeaders(secret: string, messageId: string, body: string, at: Date): SignedHeaders {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': messageId, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
