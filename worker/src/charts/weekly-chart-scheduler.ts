import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { scheduledJob } from '@api/queues/job-definitions';
import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { KeptSchedule } from '../sweeps/kept-schedule';

export const WEEKLY_CHART_SCHEDULER_ID = 'build-weekly-chart-every-monday';
/** Monday 00:00 UTC, like the spotlight: each ISO week's chart is built as the week begins. */
export const WEEKLY_CHART_CRON = '0 0 * * 1';
/** How often each worker checks that the schedule is still in Redis. */
const SCHEDULE_CHECK_MS = 5 * 60_000;

/** The weekly chart's cron schedule, kept in place by every worker (see KeptSchedule). */
@Injectable()
export class WeeklyChartScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly schedule: KeptSchedule;

  constructor(@InjectQueue(QueueName.Spotlight) queue: Queue) {
    this.schedule = new KeptSchedule({
      queue,
      schedulerId: WEEKLY_CHART_SCHEDULER_ID,
      upsert: () =>
        queue.upsertJobScheduler(
          WEEKLY_CHART_SCHEDULER_ID,
          { pattern: WEEKLY_CHART_CRON, tz: 'UTC' },
          scheduledJob(JobName.BuildWeeklyChart, { requestedBy: 'scheduler' }),
        ),
      checkEveryMs: SCHEDULE_CHECK_MS,
      what: 'weekly chart',
      logger: new Logger(WeeklyChartScheduler.name),
    });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.schedule.start();
  }

  onModuleDestroy(): void {
    this.schedule.stop();
  }
}
