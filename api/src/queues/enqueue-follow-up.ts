import type { Logger } from '@nestjs/common';

/**
 * Enqueues work that follows a write already saved (a release's alerts, a
 * story's placement, mention matching). A queue that is down costs only that
 * follow-up, never the write: the failure is logged, not thrown.
 * `notQueued` says what was lost, as the log line begins: "new-drop alerts of release 7 were not queued".
 */
export async function enqueueFollowUp(
  logger: Logger,
  notQueued: string,
  enqueue: () => Promise<unknown>,
): Promise<void> {
  try {
    await enqueue();
  } catch (error) {
    logger.warn(`${notQueued}: ${(error as Error).message}`);
  }
}
