import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { JobName } from '@api/queues/job-names';
import { scheduledJob } from '@api/queues/job-definitions';
import { QueueName } from '@api/queues/queue-names';

export const SPOTLIGHT_SCHEDULER_ID = 'generate-spotlight-every-monday';
/** Monday 00:00 UTC, the first minute of each ISO week. */
export const SPOTLIGHT_CRON = '0 0 * * 1';

/** Upserting the scheduler is idempotent: every worker does it at boot, one schedule remains. */
@Injectable()
export class SpotlightScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(QueueName.Spotlight) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      SPOTLIGHT_SCHEDULER_ID,
      { pattern: SPOTLIGHT_CRON, tz: 'UTC' },
      scheduledJob(JobName.GenerateSpotlight, { requestedBy: 'scheduler' }),
    );
  }
}
