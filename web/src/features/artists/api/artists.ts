import { useQuery } from '@tanstack/react-query';
import type { ArtistCard, ArtistView } from '@api/shared/contracts/content';
import { QUERY_KEYS } from '@api/shared/contracts/query-keys';
import { getJson } from '../../../lib/api-client';

export const artistKeys = {
  all: ['/api/artists'] as const,
  spotlight: QUERY_KEYS.spotlight,
  detail: QUERY_KEYS.artist,
};

/** The spotlight of one ISO week ('YYYY-Wnn'), or of the current week when none is given. */
export function useSpotlight(week: string | null = null) {
  return useQuery({
    queryKey: artistKeys.spotlight(week),
    queryFn: () =>
      getJson<ArtistCard[]>(
        week ? `/api/artists/spotlight?week=${encodeURIComponent(week)}` : '/api/artists/spotlight',
      ),
  });
}

export function useArtist(id: number | null) {
  return useQuery({
    queryKey: artistKeys.detail(id ?? 0),
    queryFn: () => getJson<ArtistView>(`/api/artists/${id}`),
    enabled: id !== null,
  });
}
