import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { scheduledJob } from '@api/queues/job-definitions';
import { JobName } from '@api/queues/job-names';
import { JobProducer } from '@api/queues/job-producer';
import { QueueName } from '@api/queues/queue-names';

export const PUBLISH_OVERDUE_SCHEDULER_ID = 'publish-overdue-every-minute';

/**
 * The overdue sweep behind the delayed publishing jobs: repeated every
 * PUBLISH_SWEEP_EVERY_MS (one schedule however many workers upsert it) and
 * queued once as each worker starts, so a schedule whose job was lost (a Redis
 * without persistence) or that fell due while no worker ran is published at
 * once by the next worker up.
 *
 * The schedule itself lives in Redis: a Redis that restarts without its data
 * loses it with every delayed job. So each worker also looks, every period,
 * whether the schedule is still there and puts it back when it is not.
 */
@Injectable()
export class PublishingScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PublishingScheduler.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectQueue(QueueName.Publishing) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobProducer,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.upsertSchedule();
    try {
      await this.jobs.enqueue(JobName.PublishOverdue, {});
    } catch (error) {
      this.logger.warn(`the start-up sweep was not queued (the schedule still runs): ${(error as Error).message}`);
    }
    this.timer = setInterval(() => void this.restoreScheduleIfLost(), this.config.publishSweepEveryMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private upsertSchedule(): Promise<unknown> {
    return this.queue.upsertJobScheduler(
      PUBLISH_OVERDUE_SCHEDULER_ID,
      { every: this.config.publishSweepEveryMs },
      scheduledJob(JobName.PublishOverdue, {}),
    );
  }

  /** Only when missing: upserting an existing schedule would move its next run. */
  private async restoreScheduleIfLost(): Promise<void> {
    try {
      if (await this.queue.getJobScheduler(PUBLISH_OVERDUE_SCHEDULER_ID)) return;
      await this.upsertSchedule();
      this.logger.warn('the overdue publishing schedule was missing from the queue (Redis lost its data); put back');
    } catch (error) {
      this.logger.warn(`could not check the overdue publishing schedule: ${(error as Error).message}`);
    }
  }
}
