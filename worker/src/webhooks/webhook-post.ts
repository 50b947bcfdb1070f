import { fetch } from 'undici';
import { RefusedAddressError, dispatchersByPolicy } from '../scraping/address-guard';
import type { SignedHeaders } from './webhook-signature';

/** What one POST to an endpoint came to: a 2xx is delivered; anything else is a failed attempt, in words. */
export interface PostOutcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

const CONNECT_TIMEOUT_MS = 10_000;
const USER_AGENT = 'TheCypherWebhooks/1.0';

/**
 * The scrapers' address guard, shared: every connection checks the address it
 * opens, so an endpoint whose name later points inside the network is refused
 * there too. Only an operator's WEBHOOKS_ALLOW_PRIVATE_ADDRESSES lifts it.
 */
const dispatcherFor = dispatchersByPolicy(CONNECT_TIMEOUT_MS);

/** Redirects are not followed: a receiver that moved is told so by the failure, not silently chased. */
export async function postWebhook(
  url: string,
  body: string,
  headers: SignedHeaders,
  options: { timeoutMs: number; allowPrivateAddresses: boolean },
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers: { ...headers, 'content-type': 'application/json', 'user-agent': USER_AGENT },
      redirect: 'manual',
      signal,
      dispatcher: dispatcherFor(options.allowPrivateAddresses),
    });
    await response.body?.cancel();
    const ok = response.status >= 200 && response.status < 300;
    return { ok, statusCode: response.status, error: ok ? null : `HTTP ${response.status}`, durationMs: elapsed() };
  } catch (error) {
    return { ok: false, statusCode: null, error: reasonOf(error, signal, options.timeoutMs), durationMs: elapsed() };
  }
}

function reasonOf(error: unknown, signal: AbortSignal, timeoutMs: number): string {
  if (signal.aborted) return `timed out after ${timeoutMs} ms`;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof RefusedAddressError) return cause.message;
  const detail = cause as { code?: string; message?: string } | undefined;
  return detail?.code ?? detail?.message ?? (error instanceof Error ? error.message : String(error));
}
