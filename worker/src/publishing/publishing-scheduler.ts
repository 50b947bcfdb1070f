import { Injectable } from '@nestjs/common';
import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { recurringSweep } from '../sweeps/recurring-sweep';

export const PUBLISH_OVERDUE_SCHEDULER_ID = 'publish-overdue-every-minute';

/**
 * The overdue sweep behind the delayed publishing jobs, every
 * PUBLISH_SWEEP_EVERY_MS and as each worker starts: a schedule whose job was
 * lost (a Redis without persistence) or that fell due while no worker ran is
 * published at once by the next worker up.
 */
@Injectable()
export class PublishingScheduler extends recurringSweep({
  queue: QueueName.Publishing,
  schedulerId: PUBLISH_OVERDUE_SCHEDULER_ID,
  job: JobName.PublishOverdue,
  everyMs: (config) => config.publishSweepEveryMs,
  what: 'overdue publishing',
}) {}
