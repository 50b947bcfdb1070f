/** What the Automation tab needs to know about a run in progress. */
export interface RunProgress {
  state: 'waiting' | 'active' | 'completed' | 'failed' | 'delayed';
  progress: number;
  attempt: number;
  maxAttempts: number;
}

/**
 * The line under a run's progress bar. A retry is named as such, so a run that
 * waits again after a failed attempt never reads as if it had not started.
 */
export function runProgressLabel(run: RunProgress | undefined): string {
  if (!run) return 'Waiting to start...';
  const percent = Math.max(0, Math.min(100, Math.round(run.progress)));
  const retry = run.attempt > 1 ? `${run.attempt}/${run.maxAttempts}` : null;
  if (run.state === 'active') return retry ? `Running: ${percent}% (attempt ${retry})` : `Running: ${percent}%`;
  if (run.state === 'waiting' || run.state === 'delayed') return retry ? `Retrying (${retry})…` : 'Waiting to start...';
  return run.state === 'completed' ? 'Finished' : 'Failed';
}
