import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowView } from '@api/shared/contracts/follows';
import { apiRequest, getJson } from '../../../lib/api-client';
import { sessionStartedOnThisPage } from '../../../lib/session-id';
import { chartMoveKeys } from '../../personalization/api/chart-moves';
import { recommendationKeys } from '../../personalization/api/recommendations';

export const followKeys = {
  session: (sessionId: string) => ['/api/follows', sessionId] as const,
};

export function fetchFollows(sessionId: string): Promise<FollowView[]> {
  return getJson<FollowView[]>(`/api/follows?sessionId=${encodeURIComponent(sessionId)}`, { fresh: true });
}

/**
 * The visitor's followed artists; idle until the session id is known (it lives in the browser's storage).
 * A first visit's id was made by this page and follows nothing yet, so the
 * list starts empty without a request; a follow refetches it by its key.
 */
export function useFollows(sessionId: string | null) {
  const knownEmpty = sessionId !== null && sessionStartedOnThisPage();
  return useQuery({
    queryKey: followKeys.session(sessionId ?? ''),
    queryFn: () => fetchFollows(sessionId!),
    enabled: sessionId !== null,
    ...(knownEmpty ? { initialData: [] as FollowView[], staleTime: Infinity } : {}),
  });
}

/**
 * Follow or unfollow. The follows list and 'For You' (which followed artists
 * lead, with their stories and their chart places) are refetched by the same keys, so every screen shows the change at once.
 */
export function useToggleFollow(sessionId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ artistId, follow }: { artistId: number; follow: boolean }): Promise<void> => {
      if (follow) await apiRequest<FollowView>('POST', '/api/follows', { sessionId, artistId });
      else
        await apiRequest<void>('DELETE', `/api/follows/${artistId}?sessionId=${encodeURIComponent(sessionId ?? '')}`);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: followKeys.session(sessionId ?? '') }),
        queryClient.invalidateQueries({ queryKey: recommendationKeys.session(sessionId ?? '') }),
        queryClient.invalidateQueries({ queryKey: chartMoveKeys.session(sessionId ?? '') }),
      ]),
  });
}
