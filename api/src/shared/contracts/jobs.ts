import type { AdminJobName } from './job-names';

/** The states a job run shows: BullMQ's prioritised and parent-waiting jobs count as waiting. */
export type JobRunState = 'waiting' | 'active' | 'completed' | 'failed' | 'delayed';

/** What a finished job leaves as its result; the admin screens show `message`. */
export interface JobResult {
  message: string;
  /** false when the run found everything already as it should be (nothing was written). */
  changed?: boolean;
  [key: string]: unknown;
}

/** Where a job stands: what GET /api/personalization/jobs/:id answers, and the core of every run view. */
export interface JobStatusView {
  id: string;
  state: JobRunState;
  /** 0..100 */
  progress: number;
  failedReason: string | null;
  /** ISO 8601 */
  finishedAt: string | null;
}

/** What GET /api/admin/jobs and /api/admin/jobs/:id answer; the Automation tab reads it. */
export interface JobRunView extends JobStatusView {
  name: AdminJobName;
  result: JobResult | null;
  /** The attempt running now, or the next one while a retry waits (1-based). */
  attempt: number;
  /** How many attempts the job gets in all. */
  maxAttempts: number;
  /** Why the previous attempt failed, while the job is being retried; null otherwise. */
  retryReason: string | null;
  /** ISO 8601 */
  createdAt: string;
}

/** POST /api/admin/scrape/news|releases and /api/admin/spotlight/generate answer 202 with this. */
export interface JobAccepted {
  jobId: string;
  message: string;
}

export const JOB_RUNS_DEFAULT_LIMIT = 20;
export const JOB_RUNS_MAX_LIMIT = 100;
