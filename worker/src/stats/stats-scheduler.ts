import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { scheduledJob } from '@api/queues/job-definitions';
import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';

export const ADMIN_STATS_SCHEDULER_ID = 'refresh-admin-stats-every-minute';

/** Upserting a scheduler is idempotent: N workers booting still leave one schedule. */
@Injectable()
export class StatsScheduler implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(QueueName.Stats) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      ADMIN_STATS_SCHEDULER_ID,
      { every: this.config.statsRefreshEveryMs },
      scheduledJob(JobName.RefreshAdminStats, {}),
    );
  }
}
