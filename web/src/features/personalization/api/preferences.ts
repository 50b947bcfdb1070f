import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences, PreferencesResponse } from '@api/shared/contracts/personalization';
import { apiRequest, getJson } from '../../../lib/api-client';
import { recommendationKeys } from './recommendations';

export const preferenceKeys = {
  session: (sessionId: string) => ['/api/personalization/preferences', sessionId] as const,
};

export function fetchPreferences(sessionId: string): Promise<Preferences> {
  return getJson<PreferencesResponse>(
    `/api/personalization/preferences?sessionId=${encodeURIComponent(sessionId)}`,
  ).then(
    (body) => body.preferences,
    () => {
      throw new Error('Failed to fetch preferences');
    },
  );
}

export function usePreferences(sessionId: string) {
  return useQuery({ queryKey: preferenceKeys.session(sessionId), queryFn: () => fetchPreferences(sessionId) });
}

/** Saves, then refetches the recommendations (spec section 4). */
export function useSavePreferences(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Preferences) =>
      apiRequest<PreferencesResponse>('POST', '/api/personalization/preferences', { preferences, sessionId }),
    onSuccess: async (body) => {
      queryClient.setQueryData(preferenceKeys.session(sessionId), body.preferences);
      await queryClient.invalidateQueries({ queryKey: recommendationKeys.session(sessionId) });
    },
  });
}
