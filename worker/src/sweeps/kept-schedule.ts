import type { Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';

export interface KeptScheduleOptions {
  queue: Queue;
  schedulerId: string;
  /** Creates or replaces the job scheduler (its pattern or period, and its job). */
  upsert: () => Promise<unknown>;
  /** How often each worker looks whether the schedule is still there. */
  checkEveryMs: number;
  /** What the schedule runs, for the log: 'weekly chart'. */
  what: string;
  logger: Logger;
}

/**
 * A BullMQ job scheduler kept in place. Upserting it is idempotent: every
 * worker does it as it starts, and one schedule remains. The schedule lives
 * in Redis, and a Redis restarted without its data loses it, so each worker
 * also looks every `checkEveryMs` and puts it back when it is gone (only
 * then: upserting an existing schedule would move its next run).
 */
export class KeptSchedule {
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: KeptScheduleOptions) {}

  async start(): Promise<void> {
    await this.options.upsert();
    this.timer = setInterval(() => void this.restoreIfLost(), this.options.checkEveryMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async restoreIfLost(): Promise<void> {
    const { queue, schedulerId, upsert, what, logger } = this.options;
    try {
      if (await queue.getJobScheduler(schedulerId)) return;
      await upsert();
      logger.warn(`the ${what} schedule was missing from the queue (Redis lost its data); put back`);
    } catch (error) {
      logger.warn(`could not check the ${what} schedule: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
