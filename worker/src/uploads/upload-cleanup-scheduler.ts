import { Injectable } from '@nestjs/common';
import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { recurringSweep } from '../sweeps/recurring-sweep';

const UPLOAD_CLEANUP_SCHEDULER_ID = 'clean-up-uploads-hourly';
const UPLOAD_CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** The unused-picture cleanup, hourly and as each worker starts. */
@Injectable()
export class UploadCleanupScheduler extends recurringSweep({
  queue: QueueName.Publishing,
  schedulerId: UPLOAD_CLEANUP_SCHEDULER_ID,
  job: JobName.CleanUpUploads,
  everyMs: () => UPLOAD_CLEANUP_EVERY_MS,
  what: 'unused picture cleanup',
}) {}
