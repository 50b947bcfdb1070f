import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { JobName } from '@api/queues/job-names';
import { JobProducer } from '@api/queues/job-producer';
import { QueueName } from '@api/queues/queue-names';
import { RecurringSweep } from '../sweeps/recurring-sweep';

const NEW_PICTURE_SCHEDULER_ID = 'find-new-pictures';
/** Often: the sweep is one indexed anti-join, and a new story's picture should not wait long. */
const NEW_PICTURE_EVERY_MS = 5_000;

/** The sweep for new pictures, every few seconds and as each worker starts. */
@Injectable()
export class PictureSweepScheduler extends RecurringSweep {
  constructor(@InjectQueue(QueueName.Pictures) queue: Queue, jobs: JobProducer) {
    super({
      queue,
      jobs,
      schedulerId: NEW_PICTURE_SCHEDULER_ID,
      job: JobName.FindNewPictures,
      everyMs: NEW_PICTURE_EVERY_MS,
      what: 'new picture sweep',
    });
  }
}
