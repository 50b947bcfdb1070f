import { jobsOnQueue, oneAtATime } from '../job-definition';
import { publishJobId } from '../job-keys';
import { JobName } from '../job-names';
import { PUBLISH_JOB_OPTIONS, SWEEP_JOB_OPTIONS } from '../job-options';
import { QueueName } from '../queue-names';

export const PUBLISHING_JOBS = jobsOnQueue(QueueName.Publishing, {
  // One job per row and time: scheduling the same time again adds nothing, a new time is a new job
  // (the API removes the old one; left behind, it would find the row no longer scheduled for its time).
  [JobName.PublishScheduled]: { options: PUBLISH_JOB_OPTIONS, jobId: publishJobId },
  // Repeated every minute by the worker's scheduler, and run once as each worker starts.
  [JobName.PublishOverdue]: oneAtATime(JobName.PublishOverdue, SWEEP_JOB_OPTIONS),
  // Repeated hourly by the worker's scheduler, and run once as each worker starts; running twice deletes nothing more.
  [JobName.CleanUpUploads]: oneAtATime(JobName.CleanUpUploads, SWEEP_JOB_OPTIONS),
});
