import { fetch } from 'undici';
import { actorKeyId } from '@api/fediverse/actor-uris';
import { fedify } from '@api/fediverse/fedify';
import type { ActorKeyPair } from '@api/fediverse/actor-keys';
import { dispatchersByPolicy } from '../scraping/address-guard';

const CONNECT_TIMEOUT_MS = 10_000;
const ANSWER_TIMEOUT_MS = 15_000;
const USER_AGENT = 'TheCypher/1.0 (ActivityPub)';

/** The scrapers' address guard, as webhooks use it: only FEDIVERSE_ALLOW_PRIVATE_ADDRESSES lifts it. */
const dispatcherFor = dispatchersByPolicy(CONNECT_TIMEOUT_MS);

export class DeliveryFailedError extends Error {}

/**
 * POSTs one activity to one inbox, signed by Fedify (HTTP Signatures, the
 * draft-cavage form Mastodon verifies: (request-target), host, date and
 * digest, with the actor's RSA key), over our guarded connection. Anything
 * but a 2xx throws, and the queue tries again.
 */
export async function postActivity(options: {
  inbox: string;
  activity: unknown;
  origin: string;
  actor: string;
  keys: ActorKeyPair;
  allowPrivateAddresses: boolean;
}): Promise<number> {
  const body = JSON.stringify(options.activity);
  const unsigned = new Request(options.inbox, {
    method: 'POST',
    headers: {
      'content-type': 'application/activity+json',
      accept: 'application/activity+json',
      'user-agent': USER_AGENT,
    },
    body,
  });
  const signed = await fedify().signRequest(
    unsigned,
    options.keys.privateKey,
    actorKeyId(options.origin, options.actor),
  );
  const headers: Record<string, string> = {};
  signed.headers.forEach((value, name) => (headers[name] = value));
  let status: number;
  try {
    const response = await fetch(options.inbox, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      dispatcher: dispatcherFor(options.allowPrivateAddresses),
    });
    await response.body?.cancel();
    status = response.status;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    throw new DeliveryFailedError(`delivery to ${options.inbox} failed: ${cause?.message ?? String(error)}`);
  }
  if (status < 200 || status >= 300) throw new DeliveryFailedError(`delivery to ${options.inbox}: HTTP ${status}`);
  return status;
}
