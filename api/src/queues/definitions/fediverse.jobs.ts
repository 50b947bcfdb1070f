import { createHash } from 'node:crypto';
import { jobsOnQueue, oneAtATime } from '../job-definition';
import { JobName } from '../job-names';
import { FEDIVERSE_DELIVERY_JOB_OPTIONS, SWEEP_JOB_OPTIONS } from '../job-options';
import { QueueName } from '../queue-names';

/** A short stable name for an inbox address (or a follow), fit for a job id (no ':'). */
function inboxKey(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

export const FEDIVERSE_JOBS = jobsOnQueue(QueueName.Fediverse, {
  // Repeated by the worker's scheduler, and run once as each worker starts; one at a time.
  [JobName.DispatchStoryActivities]: oneAtATime(JobName.DispatchStoryActivities, SWEEP_JOB_OPTIONS),
  // The activity and the server name the job: a sweep run twice queues one delivery per server.
  [JobName.DeliverStoryActivity]: {
    options: FEDIVERSE_DELIVERY_JOB_OPTIONS,
    jobId: (payload) => `story-activity-${payload.activityId}-${inboxKey(payload.inbox)}`,
  },
  // One Accept per follow: a Follow sent twice while the first Accept waits is answered once.
  [JobName.AcceptFediverseFollow]: {
    options: FEDIVERSE_DELIVERY_JOB_OPTIONS,
    jobId: (payload) => `accept-follow-${inboxKey(`${payload.actor} ${payload.followerUri}`)}`,
  },
});
