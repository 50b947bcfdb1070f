/** What GET /api/admin/jobs and /api/admin/jobs/:id answer; the Automation tab reads it. */
export type JobRunState = 'waiting' | 'active' | 'completed' | 'failed' | 'delayed';

export interface JobRunResult {
  message: string;
  [key: string]: unknown;
}

export interface JobRunView {
  id: string;
  /** A JobName: 'scrape-news', 'scrape-releases', 'generate-spotlight'. */
  name: string;
  state: JobRunState;
  /** 0..100 */
  progress: number;
  result: JobRunResult | null;
  failedReason: string | null;
  /** ISO 8601 */
  createdAt: string;
  finishedAt: string | null;
}

/** POST /api/admin/scrape/news|releases and /api/admin/spotlight/generate answer 202 with this. */
export interface JobAccepted {
  jobId: string;
  message: string;
}

export const JOB_RUNS_DEFAULT_LIMIT = 20;
export const JOB_RUNS_MAX_LIMIT = 100;
