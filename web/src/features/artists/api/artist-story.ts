import { useQuery } from '@tanstack/react-query';
import type { ArtistStoryView } from '@api/shared/contracts/artist-story';
import { QUERY_KEYS } from '@api/shared/contracts/query-keys';
import { getJson } from '../../../lib/api-client';

/** The artist's news, releases, upcoming shows and spotlight reason, beside the profile. */
export function useArtistStory(id: number | null) {
  return useQuery({
    queryKey: QUERY_KEYS.artistStory(id ?? 0),
    queryFn: () => getJson<ArtistStoryView>(`/api/artists/${id}/story`),
    enabled: id !== null,
  });
}
