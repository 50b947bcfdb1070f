import { Injectable } from '@nestjs/common';
import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { recurringSweep } from '../sweeps/recurring-sweep';

export const MENTION_SWEEP_SCHEDULER_ID = 'match-changed-mentions';

/**
 * The matching sweep behind the per-write matching jobs, every
 * MENTION_SWEEP_EVERY_MS and as each worker starts: a story or artist whose
 * job was never queued (the API saves a write even while the queue is down)
 * or was lost is matched by the next sweep.
 */
@Injectable()
export class MentionSweepScheduler extends recurringSweep({
  queue: QueueName.Mentions,
  schedulerId: MENTION_SWEEP_SCHEDULER_ID,
  job: JobName.MatchChangedMentions,
  everyMs: (config) => config.mentionSweepEveryMs,
  what: 'artist matching sweep',
}) {}
