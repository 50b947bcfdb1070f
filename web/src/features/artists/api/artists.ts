import { useQuery } from '@tanstack/react-query';
import type { ArtistCard, ArtistView } from '@api/shared/contracts/content';
import { PUBLIC_LIST_LIMITS, QUERY_KEYS } from '@api/shared/contracts/query-keys';
import { getJson } from '../../../lib/api-client';

export const artistKeys = {
  all: ['/api/artists'] as const,
  roster: QUERY_KEYS.artistRoster,
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

/** Every artist (newest 100): for linking the artists a story names. */
export function useArtists() {
  return useQuery({
    queryKey: artistKeys.roster,
    queryFn: () => getJson<ArtistCard[]>(`/api/artists?limit=${PUBLIC_LIST_LIMITS.artists}`),
  });
}

export function useArtist(id: number | null) {
  return useQuery({
    queryKey: artistKeys.detail(id ?? 0),
    queryFn: () => getJson<ArtistView>(`/api/artists/${id}`),
    enabled: id !== null,
  });
}
