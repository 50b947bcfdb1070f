import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits until `ms` have passed since `startedAt` (at once if they have), so
 * an answer takes the same time whichever branch produced it.
 */
export async function noSoonerThan(startedAt: number, ms: number): Promise<void> {
  const left = startedAt + ms - Date.now();
  if (left > 0) await sleep(left);
}
