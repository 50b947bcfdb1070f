import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchResults } from '@api/shared/contracts/search';
import type {
  SubscriberPreferencesBody,
  SubscriberPreferencesView,
} from '@api/shared/contracts/subscriber-preferences';
import { apiRequest, getJson } from '../../../lib/api-client';

export const subscriberPreferenceKeys = {
  token: (token: string) => ['/api/subscriptions/preferences', token] as const,
  artistSearch: (words: string) => ['/api/search', 'artists', words] as const,
};

/** Without a token, the server reads the browser's recognition cookie instead. */
const preferencesUrl = (token: string) =>
  token ? `/api/subscriptions/preferences?token=${encodeURIComponent(token)}` : '/api/subscriptions/preferences';

/** A 401 (bad or expired link, or a browser not recognised) is an answer to show, not a failure to retry. */
export function useSubscriberPreferences(token: string) {
  return useQuery({
    queryKey: subscriberPreferenceKeys.token(token),
    queryFn: () => getJson<SubscriberPreferencesView>(preferencesUrl(token), { fresh: true }),
    retry: false,
  });
}

export function useSaveSubscriberPreferences(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscriberPreferencesBody) =>
      apiRequest<SubscriberPreferencesView>('PUT', preferencesUrl(token), body),
    onSuccess: (saved) => queryClient.setQueryData(subscriberPreferenceKeys.token(token), saved),
  });
}

/** Artists whose names match what the subscriber types; nothing is asked while the box is blank. */
export function useArtistSearch(words: string) {
  const q = words.trim();
  return useQuery({
    queryKey: subscriberPreferenceKeys.artistSearch(q),
    queryFn: async () => {
      const params = new URLSearchParams({ q, type: 'artists', limit: '8' });
      const results = await getJson<SearchResults>(`/api/search?${params.toString()}`);
      return results.groups.flatMap((group) => group.hits).map((hit) => ({ artistId: hit.id, name: hit.title.text }));
    },
    enabled: q.length > 0,
  });
}
