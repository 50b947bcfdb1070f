import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { JobName } from '@api/queues/job-names';
import { JobProducer } from '@api/queues/job-producer';
import { QueueName } from '@api/queues/queue-names';
import { RecurringSweep } from '../sweeps/recurring-sweep';

export const PUBLISH_OVERDUE_SCHEDULER_ID = 'publish-overdue-every-minute';

/**
 * The overdue sweep behind the delayed publishing jobs, every
 * PUBLISH_SWEEP_EVERY_MS and as each worker starts: a schedule whose job was
 * lost (a Redis without persistence) or that fell due while no worker ran is
 * published at once by the next worker up.
 */
@Injectable()
export class PublishingScheduler extends RecurringSweep {
  constructor(
    @InjectQueue(QueueName.Publishing) queue: Queue,
    @Inject(APP_CONFIG) config: AppConfig,
    jobs: JobProducer,
  ) {
    super({
      queue,
      jobs,
      schedulerId: PUBLISH_OVERDUE_SCHEDULER_ID,
      job: JobName.PublishOverdue,
      everyMs: config.publishSweepEveryMs,
      what: 'overdue publishing',
    });
  }
}
