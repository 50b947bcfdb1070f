import { Injectable } from '@nestjs/common';
import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { recurringSweep } from '../sweeps/recurring-sweep';

const NEW_PICTURE_SCHEDULER_ID = 'find-new-pictures';
/** Often: the sweep is one indexed anti-join, and a new story's picture should not wait long. */
const NEW_PICTURE_EVERY_MS = 5_000;

/** The sweep for new pictures, every few seconds and as each worker starts. */
@Injectable()
export class PictureSweepScheduler extends recurringSweep({
  queue: QueueName.Pictures,
  schedulerId: NEW_PICTURE_SCHEDULER_ID,
  job: JobName.FindNewPictures,
  everyMs: () => NEW_PICTURE_EVERY_MS,
  what: 'new picture sweep',
}) {}
