import type { Job, JobState } from 'bullmq';
import type { JobRunResult, JobRunState, JobRunView } from '../../shared/contracts/jobs';

/** BullMQ has more states than the admin needs; a prioritised or parent-waiting job is simply waiting. */
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

function progressPercent(progress: unknown): number {
  const value = typeof progress === 'number' ? progress : Number((progress as { percent?: unknown })?.percent);
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

function resultOf(job: Job): JobRunResult | null {
  const value = job.returnvalue as unknown;
  if (!value || typeof value !== 'object') return null;
  const message = (value as { message?: unknown }).message;
  return typeof message === 'string' ? (value as JobRunResult) : null;
}

export function toJobRunView(job: Job, state: JobRunState): JobRunView {
  return {
    id: String(job.id),
    name: job.name,
    state,
    progress: state === 'completed' ? 100 : progressPercent(job.progress),
    result: resultOf(job),
    failedReason: state === 'failed' ? (job.failedReason ?? 'The job failed.') : null,
    createdAt: new Date(job.timestamp).toISOString(),
    finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  };
}
