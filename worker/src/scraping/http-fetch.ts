import { fetch, type Dispatcher } from 'undici';
import { RefusedAddressError, dispatchersByPolicy } from './address-guard';
import { readAtMost } from './read-at-most';
import { decodeBody } from './text/charset';
import { dropUnsafeCharacters } from './text/safe-text';

/** What one GET of a remote page or feed came back with. */
export type FetchOutcome =
  | {
      kind: 'ok';
      url: string;
      status: number;
      contentType: string;
      body: string;
      etag: string | null;
      lastModified: string | null;
    }
  | { kind: 'not-modified'; url: string }
  | { kind: 'error'; url: string; reason: string; /** Set when the server answered. */ status?: number };

export interface FetchOptions {
  timeoutMs: number;
  etag?: string | null;
  lastModified?: string | null;
  accept?: string;
  /** Larger bodies are refused: a feed or an article page is never megabytes of text. */
  maxBytes?: number;
  /**
   * Let the fetch reach loopback, private and link-local addresses. Only the
   * test suites want this (their fixture servers listen on 127.0.0.1); every
   * other fetch is refused before its socket opens to such an address.
   */
  allowPrivateAddresses: boolean;
}

export const SCRAPER_USER_AGENT = 'TheCypherBot/0.1 (+https://github.com/the-cypher; hip hop news aggregator)';
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const CONNECT_TIMEOUT_MS = 10_000;

const dispatcherFor = dispatchersByPolicy(CONNECT_TIMEOUT_MS);

/** A scheme other than http(s) is refused in words before anything is fetched. */
function schemeRefusal(url: string): string | null {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    return 'refused: not a valid URL';
  }
  return protocol === 'http:' || protocol === 'https:' ? null : `refused: ${protocol} is not http or https`;
}

/**
 * GET with a hard timeout covering the whole body, conditional headers when we
 * remember them, and every failure turned into a sentence instead of a throw,
 * so one bad source never stops the others.
 */
export function fetchText(url: string, options: FetchOptions): Promise<FetchOutcome> {
  return fetchThrough(dispatcherFor(options.allowPrivateAddresses), url, options);
}

/** fetchText over a given dispatcher: the guard's own specs pass one with a policy of their choosing. */
export async function fetchThrough(
  dispatcher: Dispatcher,
  url: string,
  options: Omit<FetchOptions, 'allowPrivateAddresses'>,
): Promise<FetchOutcome> {
  const headers: Record<string, string> = { 'user-agent': SCRAPER_USER_AGENT };
  if (options.accept) headers.accept = options.accept;
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  const refusedScheme = schemeRefusal(url);
  if (refusedScheme) return { kind: 'error', url, reason: refusedScheme };
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await fetch(url, { headers, signal, redirect: 'follow', dispatcher });
    if (response.status === 304) {
      await response.body?.cancel();
      return { kind: 'not-modified', url };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { kind: 'error', url, reason: `HTTP ${response.status}`, status: response.status };
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    if (declared > maxBytes) {
      await response.body?.cancel();
      const reason = `response too large (${declared} bytes, the limit is ${maxBytes})`;
      return { kind: 'error', url, reason, status: response.status };
    }
    const bytes = await readAtMost(response, maxBytes);
    if (!bytes) {
      return {
        kind: 'error',
        url,
        reason: `response too large (more than ${maxBytes} bytes)`,
        status: response.status,
      };
    }
    const contentType = response.headers.get('content-type') ?? '';
    return {
      kind: 'ok',
      url: response.url || url,
      status: response.status,
      contentType,
      body: dropUnsafeCharacters(decodeBody(bytes, contentType)),
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
    };
  } catch (error) {
    if (signal.aborted) return { kind: 'error', url, reason: `timed out after ${options.timeoutMs} ms` };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if (cause instanceof RefusedAddressError) return { kind: 'error', url, reason: cause.message };
    return { kind: 'error', url, reason: cause?.code ?? cause?.message ?? (error as Error).message };
  }
}
