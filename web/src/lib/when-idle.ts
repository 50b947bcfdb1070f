/** Longest a deferred task waits for an idle moment, so it still happens on a page that stays busy. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs work that nothing on screen waits for (page-view and reading signals)
 * once the browser is idle, so it never lengthens the task that hydrates or
 * renders the page. Returns a cancel function.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1);
  return () => window.clearTimeout(handle);
}
