import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { JobName } from '@api/queues/job-names';
import { JobProducer } from '@api/queues/job-producer';
import { QueueName } from '@api/queues/queue-names';
import { RecurringSweep } from '../sweeps/recurring-sweep';

const UPLOAD_CLEANUP_SCHEDULER_ID = 'clean-up-uploads-hourly';
const UPLOAD_CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** The unused-picture cleanup, hourly and as each worker starts. */
@Injectable()
export class UploadCleanupScheduler extends RecurringSweep {
  constructor(@InjectQueue(QueueName.Publishing) queue: Queue, jobs: JobProducer) {
    super({
      queue,
      jobs,
      schedulerId: UPLOAD_CLEANUP_SCHEDULER_ID,
      job: JobName.CleanUpUploads,
      everyMs: UPLOAD_CLEANUP_EVERY_MS,
      what: 'unused picture cleanup',
    });
  }
}
