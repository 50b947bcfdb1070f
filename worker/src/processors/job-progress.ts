import type { Job } from 'bullmq';
import { ProgressReporter } from '../scraping/progress';

/** The job's progress bar; a retry keeps it where the earlier attempt left it (see ProgressReporter). */
export function progressOf(job: Job): ProgressReporter {
  return ProgressReporter.of((percent) => job.updateProgress(percent), reachedPercent(job));
}

function reachedPercent(job: Job): number {
  return typeof job.progress === 'number' ? job.progress : -1;
}
