import { Logger } from '@nestjs/common';

/**
 * Turns the environment's source lists into the first sources when the API starts, so the admin
 * sees them before any run. A failure is only a warning: the first run seeds them as well, and an
 * API that starts while Postgres is away still starts.
 */
export async function seedSourcesAtBoot(logContext: string, what: string, seed: () => Promise<unknown>): Promise<void> {
  try {
    await seed();
  } catch (error) {
    new Logger(logContext).warn(`${what} not seeded yet: ${(error as Error).message}`);
  }
}
