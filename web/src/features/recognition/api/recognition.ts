import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecognitionView } from '@api/shared/contracts/recognition';
import { apiRequest, getJson } from '../../../lib/api-client';

export const recognitionKeys = {
  browser: (sessionId: string) => ['/api/subscriptions/recognition', sessionId] as const,
};

/** Whom this browser is recognised as (its HttpOnly cookie is read by the server only); idle until the session id is known. */
export function useRecognition(sessionId: string | null) {
  return useQuery({
    queryKey: recognitionKeys.browser(sessionId ?? ''),
    queryFn: () =>
      getJson<RecognitionView>(`/api/subscriptions/recognition?sessionId=${encodeURIComponent(sessionId!)}`, {
        fresh: true,
      }),
    enabled: sessionId !== null,
    retry: false,
  });
}

/**
 * 'Not me': the browser forgets the subscriber. Every answer kept for the
 * reader (follows, 'For You', preferences) may have been theirs, so all are refetched.
 */
export function useNotMe(sessionId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('POST', '/api/subscriptions/recognition/not-me', { sessionId }),
    onSuccess: async () => {
      queryClient.setQueryData<RecognitionView>(recognitionKeys.browser(sessionId ?? ''), { recognised: false });
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== recognitionKeys.browser('')[0],
      });
    },
  });
}
