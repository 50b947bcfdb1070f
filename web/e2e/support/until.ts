/**
 * Waits until `check` answers true, asking every 250 ms, for things the page
 * or the worker finish in their own time (a send going out, a digest written).
 * Throws, naming `what`, once `timeoutMs` has passed.
 */
export async function until(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}
