import { Injectable } from '@nestjs/common';
import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { recurringSweep } from '../sweeps/recurring-sweep';

/** The story federation sweep, every FEDIVERSE_SWEEP_EVERY_MS and as each worker starts. */
@Injectable()
export class StoryActivitySweepScheduler extends recurringSweep({
  queue: QueueName.Fediverse,
  schedulerId: 'dispatch-story-activities',
  job: JobName.DispatchStoryActivities,
  everyMs: (config) => config.fediverse.sweepEveryMs,
  what: 'fediverse story sweep',
}) {}
