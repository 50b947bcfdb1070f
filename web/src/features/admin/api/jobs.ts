import { useQuery } from '@tanstack/react-query';
import { JobName, type AdminJobName } from '@api/shared/contracts/job-names';
import type { JobAccepted, JobRunView } from '@api/shared/contracts/jobs';
import { apiRequest, getJson } from '../../../lib/api-client';

export const JOB_POLL_MS = 2_000;
export const RECENT_RUNS_LIMIT = 20;

export const jobKeys = {
  recent: ['/api/admin/jobs'] as const,
  one: (id: string) => ['/api/admin/jobs', id] as const,
};

/** Where the admin starts each job it may run. */
export const START_URL: Record<AdminJobName, string> = {
  [JobName.ScrapeNews]: '/api/admin/scrape/news',
  [JobName.ScrapeReleases]: '/api/admin/scrape/releases',
  [JobName.GenerateSpotlight]: '/api/admin/spotlight/generate',
  [JobName.DraftWeeklyDigest]: '/api/admin/newsletters/digest',
  [JobName.BuildWeeklyChart]: '/api/admin/charts/build',
};

export function startJob(name: AdminJobName): Promise<JobAccepted> {
  return apiRequest<JobAccepted>('POST', START_URL[name]);
}

export function isFinished(job: JobRunView | undefined): boolean {
  return job?.state === 'completed' || job?.state === 'failed';
}

/** One run, polled every 2 s until it completes or fails. */
export function useJob(id: string | null) {
  return useQuery({
    queryKey: jobKeys.one(id ?? ''),
    queryFn: () => getJson<JobRunView>(`/api/admin/jobs/${encodeURIComponent(id!)}`),
    enabled: id !== null,
    refetchInterval: (query) => (isFinished(query.state.data) || query.state.error ? false : JOB_POLL_MS),
  });
}

export function useRecentJobs() {
  return useQuery({
    queryKey: jobKeys.recent,
    queryFn: () => getJson<JobRunView[]>(`/api/admin/jobs?limit=${RECENT_RUNS_LIMIT}`),
  });
}
