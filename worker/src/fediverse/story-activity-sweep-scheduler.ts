import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { JobName } from '@api/queues/job-names';
import { JobProducer } from '@api/queues/job-producer';
import { QueueName } from '@api/queues/queue-names';
import { RecurringSweep } from '../sweeps/recurring-sweep';

/** The story federation sweep, every FEDIVERSE_SWEEP_EVERY_MS and as each worker starts. */
@Injectable()
export class StoryActivitySweepScheduler extends RecurringSweep {
  constructor(
    @InjectQueue(QueueName.Fediverse) queue: Queue,
    @Inject(APP_CONFIG) config: AppConfig,
    jobs: JobProducer,
  ) {
    super({
      queue,
      jobs,
      schedulerId: 'dispatch-story-activities',
      job: JobName.DispatchStoryActivities,
      everyMs: config.fediverse.sweepEveryMs,
      what: 'fediverse story sweep',
    });
  }
}
