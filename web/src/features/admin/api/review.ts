import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArticleView } from '@api/shared/contracts/content';
import { apiRequest, getPage } from '../../../lib/api-client';
import { collectionKeys } from './content';

export const reviewKeys = { queue: ['/api/admin/review'] as const };

/** Stories per page of the queue; Previous and Next reach the rest, however many wait. */
export const REVIEW_PAGE_SIZE = 50;

/** One page of the scrapers' stories waiting for an editor (sources under review), and how many wait in all. */
export function useReviewQueue(offset: number) {
  return useQuery({
    queryKey: [...reviewKeys.queue, offset] as const,
    queryFn: () => getPage<ArticleView>(`/api/admin/review?limit=${REVIEW_PAGE_SIZE}&offset=${offset}`),
    placeholderData: (previous) => previous,
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
