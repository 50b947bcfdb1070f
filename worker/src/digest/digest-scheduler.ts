import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { scheduledJob } from '@api/queues/job-definitions';
import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';

export const DIGEST_SCHEDULER_ID = 'draft-weekly-digest';

/** DIGEST_CRON (Friday 09:00 UTC by default); upserting is idempotent, so every worker does it at boot. */
@Injectable()
export class DigestScheduler implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QueueName.Spotlight) private readonly queue: Queue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      DIGEST_SCHEDULER_ID,
      { pattern: this.config.digestCron, tz: 'UTC' },
      scheduledJob(JobName.DraftWeeklyDigest, { requestedBy: 'scheduler' }),
    );
  }
}
