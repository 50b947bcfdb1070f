import type { Job, JobState } from 'bullmq';
import { isAdminJobName } from '../shared/contracts/job-names';
import type { JobResult, JobRunState, JobRunView, JobStatusView } from '../shared/contracts/jobs';

/**
 * BullMQ has more states than a reader needs; a prioritised or parent-waiting
 * job is simply waiting. 'unknown' (the job was removed meanwhile) has no state.
 */
export function toRunState(state: JobState | 'unknown'): JobRunState | null {
  switch (state) {
    case 'active':
    case 'completed':
    case 'failed':
    case 'delayed':
    case 'waiting':
      return state;
    case 'prioritized':
    case 'waiting-children':
      return 'waiting';
    default:
      return null;
  }
}

/** A job reports progress as a number, or as an object with `percent`. */
function progressPercent(progress: unknown): number {
  const value =
    typeof progress === 'object' && progress !== null && 'percent' in progress ? Number(progress.percent) : progress;
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

function isJobResult(value: unknown): value is JobResult {
  return typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string';
}

export function toJobStatus(job: Job, state: JobRunState): JobStatusView {
  return {
    id: String(job.id),
    state,
    progress: state === 'completed' ? 100 : progressPercent(job.progress),
    failedReason: state === 'failed' ? job.failedReason || 'The job failed.' : null,
    finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  };
}

/** A run the Automation tab lists; null for a job it does not start or a job that is gone. */
export function toJobRunView(job: Job, state: JobState | 'unknown'): JobRunView | null {
  const runState = toRunState(state);
  if (!runState || !isAdminJobName(job.name)) return null;
  const { id, progress, failedReason, finishedAt } = toJobStatus(job, runState);
  const returned: unknown = job.returnvalue;
  const maxAttempts = Math.max(1, job.opts?.attempts ?? 1);
  const attemptsMade = job.attemptsMade ?? 0;
  const finished = runState === 'completed' || runState === 'failed';
  return {
    id,
    name: job.name,
    state: runState,
    progress,
    result: isJobResult(returned) ? returned : null,
    attempt: Math.min(maxAttempts, finished ? Math.max(1, attemptsMade) : attemptsMade + 1),
    maxAttempts,
    retryReason: !finished && attemptsMade > 0 ? job.failedReason || null : null,
    failedReason,
    createdAt: new Date(job.timestamp).toISOString(),
    finishedAt,
  };
}
