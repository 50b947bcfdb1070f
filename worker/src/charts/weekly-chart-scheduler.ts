import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { scheduledJob } from '@api/queues/job-definitions';
import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';

export const WEEKLY_CHART_SCHEDULER_ID = 'build-weekly-chart-every-monday';
/** Monday 00:00 UTC, like the spotlight: each ISO week's chart is built as the week begins. */
export const WEEKLY_CHART_CRON = '0 0 * * 1';
/** How often each worker checks that the schedule is still in Redis. */
const SCHEDULE_CHECK_MS = 5 * 60_000;

/**
 * Upserting the scheduler is idempotent: every worker does it at boot, one
 * schedule remains. The schedule lives in Redis, and a Redis restarted
 * without its data loses it, so each worker also looks every few minutes
 * and puts it back when it is gone (only then: an upsert would move its next run).
 */
@Injectable()
export class WeeklyChartScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(WeeklyChartScheduler.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(@InjectQueue(QueueName.Spotlight) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.upsert();
    this.timer = setInterval(() => void this.restoreIfLost(), SCHEDULE_CHECK_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private upsert(): Promise<unknown> {
    return this.queue.upsertJobScheduler(
      WEEKLY_CHART_SCHEDULER_ID,
      { pattern: WEEKLY_CHART_CRON, tz: 'UTC' },
      scheduledJob(JobName.BuildWeeklyChart, { requestedBy: 'scheduler' }),
    );
  }

  private async restoreIfLost(): Promise<void> {
    try {
      if (await this.queue.getJobScheduler(WEEKLY_CHART_SCHEDULER_ID)) return;
      await this.upsert();
      this.logger.warn('the weekly chart schedule was missing from the queue (Redis lost its data); put back');
    } catch (error) {
      this.logger.warn(`could not check the weekly chart schedule: ${(error as Error).message}`);
    }
  }
}
