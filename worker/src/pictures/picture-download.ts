import { fetch, type Dispatcher } from 'undici';
import { restrictedRangeOf } from '@api/shared/domain/network-address';
import { RefusedAddressError, guardedAgent, refusalOf, type AddressPolicy } from '../scraping/address-guard';
import { SCRAPER_USER_AGENT } from '../scraping/http-fetch';
import { readAtMost } from '../scraping/read-at-most';

/** The largest original the worker keeps: beyond it a picture is refused, however it is sent. */
export const MAX_PICTURE_BYTES = 15 * 1024 * 1024;
const CONNECT_TIMEOUT_MS = 10_000;
const DOWNLOAD_TIMEOUT_MS = 30_000;

/** What one download came back with: the bytes, or why not, and whether trying again could help. */
export type DownloadOutcome =
  { kind: 'ok'; bytes: Buffer } | { kind: 'refused'; reason: string } | { kind: 'failed'; reason: string };

/**
 * With SCRAPE_ALLOW_PRIVATE (the test suites, whose fixture servers listen on
 * 127.0.0.1) loopback is let through, and nothing else: a redirect to a
 * private or link-local address is still refused.
 */
function loopbackAllowed(address: string): RefusedAddressError | null {
  return restrictedRangeOf(address) === 'loopback' ? null : refusalOf(address);
}

const dispatchers = new Map<boolean, Dispatcher>();

function dispatcherFor(allowLoopback: boolean): Dispatcher {
  let dispatcher = dispatchers.get(allowLoopback);
  if (!dispatcher) {
    const policy: AddressPolicy = allowLoopback ? loopbackAllowed : refusalOf;
    dispatcher = guardedAgent(CONNECT_TIMEOUT_MS, policy);
    dispatchers.set(allowLoopback, dispatcher);
  }
  return dispatcher;
}

/**
 * GET a picture through the scrapers' address guard (every connection, the
 * first and each redirect hop, checked before its socket opens), with a hard
 * timeout and the size cap enforced while reading: a body that lies about or
 * omits its length is abandoned the moment it passes the cap.
 */
export async function downloadPicture(url: string, allowLoopback: boolean): Promise<DownloadOutcome> {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    return { kind: 'refused', reason: 'refused: not a valid URL' };
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    return { kind: 'refused', reason: `refused: ${protocol} is not http or https` };
  }
  const signal = AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      headers: { 'user-agent': SCRAPER_USER_AGENT, accept: 'image/avif,image/webp,image/*;q=0.8' },
      signal,
      redirect: 'follow',
      dispatcher: dispatcherFor(allowLoopback),
    });
    if (!response.ok) {
      await response.body?.cancel();
      // A 4xx other than 408/429 will not change by asking again; a 5xx might.
      const final = response.status < 500 && response.status !== 408 && response.status !== 429;
      return { kind: final ? 'refused' : 'failed', reason: `HTTP ${response.status}` };
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_PICTURE_BYTES) {
      await response.body?.cancel();
      return { kind: 'refused', reason: tooLarge(`${declared} bytes`) };
    }
    const bytes = await readAtMost(response, MAX_PICTURE_BYTES);
    if (!bytes) return { kind: 'refused', reason: tooLarge(`more than ${MAX_PICTURE_BYTES} bytes`) };
    return { kind: 'ok', bytes };
  } catch (error) {
    if (signal.aborted) return { kind: 'failed', reason: `timed out after ${DOWNLOAD_TIMEOUT_MS} ms` };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if (cause instanceof RefusedAddressError) return { kind: 'refused', reason: cause.message };
    return { kind: 'failed', reason: cause?.code ?? cause?.message ?? (error as Error).message };
  }
}

function tooLarge(size: string): string {
  return `refused: too large (${size}, the limit is ${MAX_PICTURE_BYTES})`;
}
