import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { JobName } from '@api/queues/job-names';
import { JobProducer } from '@api/queues/job-producer';
import { QueueName } from '@api/queues/queue-names';
import { RecurringSweep } from '../sweeps/recurring-sweep';

export const MENTION_SWEEP_SCHEDULER_ID = 'match-changed-mentions';

/**
 * The matching sweep behind the per-write matching jobs, every
 * MENTION_SWEEP_EVERY_MS and as each worker starts: a story or artist whose
 * job was never queued (the API saves a write even while the queue is down)
 * or was lost is matched by the next sweep.
 */
@Injectable()
export class MentionSweepScheduler extends RecurringSweep {
  constructor(@InjectQueue(QueueName.Mentions) queue: Queue, @Inject(APP_CONFIG) config: AppConfig, jobs: JobProducer) {
    super({
      queue,
      jobs,
      schedulerId: MENTION_SWEEP_SCHEDULER_ID,
      job: JobName.MatchChangedMentions,
      everyMs: config.mentionSweepEveryMs,
      what: 'artist matching sweep',
    });
  }
}
