import type { Server } from 'node:http';
import type { HttpTimeouts } from '../config/env';

/**
 * Bounds how long a client may take to send its request. Node checks the
 * request and header deadlines on a timer (every 30 s by default), so a
 * connection could outlive its deadline by that much: the timer runs at a
 * quarter of the shortest deadline instead, at most every 5 s. Set before the
 * server listens, which is when Node starts that timer.
 */
export function applyServerTimeouts(server: Server, timeouts: HttpTimeouts): void {
  server.requestTimeout = timeouts.requestMs;
  server.headersTimeout = timeouts.headersMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  const checkEveryMs = Math.min(5_000, Math.max(50, Math.floor(Math.min(timeouts.requestMs, timeouts.headersMs) / 4)));
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = checkEveryMs;
}
