import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArticleView } from '@api/shared/contracts/content';
import { apiRequest, getJson } from '../../../lib/api-client';
import { collectionKeys } from './content';

export const reviewKeys = { queue: ['/api/admin/review'] as const };

/** The scrapers' stories waiting for an editor (sources under review). */
export function useReviewQueue() {
  return useQuery({
    queryKey: reviewKeys.queue,
    queryFn: () => getJson<ArticleView[]>('/api/admin/review?limit=100', { fresh: true }),
  });
}

/** Publish or discard one; the queue and every article list refetch. */
export function useReviewDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'publish' | 'discard' }) =>
      apiRequest<ArticleView>('POST', `/api/admin/review/${id}`, { decision }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: reviewKeys.queue }),
        client.invalidateQueries({ queryKey: collectionKeys.root('/api/articles') }),
      ]),
  });
}
