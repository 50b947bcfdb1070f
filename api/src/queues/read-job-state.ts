import type { Job, JobState, Queue } from 'bullmq';

export interface JobWithState {
  job: Job;
  state: JobState | 'unknown';
}

/**
 * A job's fields and its state are two reads. A job that finishes between them
 * reads as completed or failed while its fields still lack `finishedOn` and the
 * result; reading it once more then gives the finished run as a whole.
 */
export async function readJobState(queue: Queue, job: Job): Promise<JobWithState> {
  const state = await job.getState();
  const finished = state === 'completed' || state === 'failed';
  if (finished && !job.finishedOn && job.id) {
    const settled = await queue.getJob(job.id);
    if (settled) return { job: settled, state };
  }
  return { job, state };
}
