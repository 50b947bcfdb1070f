import type { Logger } from '@nestjs/common';

/**
 * Artist matching done on the side of another job (a scrape). A failure must
 * not fail that job, whose retry would find its rows already stored and skip
 * them: it is logged under the job's logger, and the next edit of the story or
 * the artist matches again.
 */
export async function matchOnTheSide(logger: Logger, subject: string, match: () => Promise<unknown>): Promise<void> {
  try {
    await match();
  } catch (error) {
    logger.warn(`artist matching of ${subject} failed: ${(error as Error).message}`);
  }
}
