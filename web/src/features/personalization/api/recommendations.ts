import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RECOMMENDATIONS_LIMIT,
  type GenerateRecommendationsResponse,
  type RecommendationView,
} from '@api/shared/contracts/personalization';
import type { JobStatusView } from '@api/shared/contracts/jobs';
import { apiRequest, getJson } from '../../../lib/api-client';

export const recommendationKeys = {
  session: (sessionId: string) => ['/api/personalization/recommendations', sessionId] as const,
};

/** How often the page asks whether a generation job is done, and for how long at most. */
export const JOB_POLL_INTERVAL_MS = 1_000;
export const JOB_POLL_LIMIT_MS = 120_000;

export function fetchRecommendations(sessionId: string): Promise<RecommendationView[]> {
  const url = `/api/personalization/recommendations?sessionId=${encodeURIComponent(sessionId)}&limit=${RECOMMENDATIONS_LIMIT}`;
  return getJson<RecommendationView[]>(url).then(
    // A recommendation whose article is gone is dropped (spec section 2).
    (list) => list.filter((item) => item.article && item.article.id === item.articleId),
    () => {
      throw new Error('Failed to fetch recommendations');
    },
  );
}

export function useRecommendations(sessionId: string) {
  return useQuery({ queryKey: recommendationKeys.session(sessionId), queryFn: () => fetchRecommendations(sessionId) });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Generation runs in the worker: ask for it, then poll the job until it is done. */
export async function generateRecommendations(sessionId: string): Promise<JobStatusView> {
  const { jobId } = await apiRequest<GenerateRecommendationsResponse>('POST', '/api/personalization/generate', {
    sessionId,
  });
  const jobUrl = `/api/personalization/jobs/${encodeURIComponent(jobId)}?sessionId=${encodeURIComponent(sessionId)}`;
  const deadline = Date.now() + JOB_POLL_LIMIT_MS;
  for (;;) {
    const job = await getJson<JobStatusView>(jobUrl);
    if (job.state === 'completed') return job;
    if (job.state === 'failed') throw new Error(job.failedReason ?? 'The recommendation job failed');
    if (Date.now() > deadline) throw new Error('The recommendation job took too long');
    await sleep(JOB_POLL_INTERVAL_MS);
  }
}

/** Refresh: pending (button disabled and spinning) until the new list is stored, then the list is refetched. */
export function useGenerateRecommendations(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateRecommendations(sessionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recommendationKeys.session(sessionId) }),
  });
}
