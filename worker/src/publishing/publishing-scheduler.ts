import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
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
 */
@Injectable()
export class PublishingScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger(PublishingScheduler.name);

  constructor(
    @InjectQueue(QueueName.Publishing) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobProducer,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      PUBLISH_OVERDUE_SCHEDULER_ID,
      { every: this.config.publishSweepEveryMs },
      scheduledJob(JobName.PublishOverdue, {}),
    );
    try {
      await this.jobs.enqueue(JobName.PublishOverdue, {});
    } catch (error) {
      this.logger.warn(`the start-up sweep was not queued (the schedule still runs): ${(error as Error).message}`);
    }
  }
}
