import { useQuery } from '@tanstack/react-query';
import type { JobAccepted, JobView } from '@api/shared/contracts/admin';
import { apiRequest, getJson } from '../../../lib/api-client';

export const JOB_POLL_MS = 2_000;
export const RECENT_RUNS_LIMIT = 20;

export const jobKeys = {
  recent: ['/api/admin/jobs'] as const,
  one: (id: string) => ['/api/admin/jobs', id] as const,
};

export type AutomationKind = 'news' | 'releases' | 'spotlight';

export const START_URL: Record<AutomationKind, string> = {
  news: '/api/admin/scrape/news',
  releases: '/api/admin/scrape/releases',
  spotlight: '/api/admin/spotlight/generate',
};

export function startJob(kind: AutomationKind): Promise<JobAccepted> {
  return apiRequest<JobAccepted>('POST', START_URL[kind]);
}

export function isFinished(job: JobView | undefined): boolean {
  return job?.state === 'completed' || job?.state === 'failed';
}

/** One run, polled every 2 s until it completes or fails. */
export function useJob(id: string | null) {
  return useQuery({
    queryKey: jobKeys.one(id ?? ''),
    queryFn: () => getJson<JobView>(`/api/admin/jobs/${encodeURIComponent(id!)}`),
    enabled: id !== null,
    refetchInterval: (query) => (isFinished(query.state.data) || query.state.error ? false : JOB_POLL_MS),
  });
}

export function useRecentJobs() {
  return useQuery({
    queryKey: jobKeys.recent,
    queryFn: () => getJson<JobView[]>(`/api/admin/jobs?limit=${RECENT_RUNS_LIMIT}`),
  });
}
