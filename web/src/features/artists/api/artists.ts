import { useQuery } from '@tanstack/react-query';
import type { ArtistView } from '@api/shared/contracts/content';
import { getJson } from '../../../lib/api-client';

export const artistKeys = {
  all: ['/api/artists'] as const,
  roster: ['/api/artists', 'roster'] as const,
  spotlight: (week: string | null) => ['/api/artists/spotlight', week ?? 'current'] as const,
  detail: (id: number) => ['/api/artists', id] as const,
};

/** The spotlight of one ISO week ('YYYY-Wnn'), or of the current week when none is given. */
export function useSpotlight(week: string | null = null) {
  return useQuery({
    queryKey: artistKeys.spotlight(week),
    queryFn: () =>
      getJson<ArtistView[]>(
        week ? `/api/artists/spotlight?week=${encodeURIComponent(week)}` : '/api/artists/spotlight',
      ),
  });
}

/** Every artist (newest 100): for linking the artists a story names. */
export function useArtists() {
  return useQuery({ queryKey: artistKeys.roster, queryFn: () => getJson<ArtistView[]>('/api/artists?limit=100') });
}

export function useArtist(id: number | null) {
  return useQuery({
    queryKey: artistKeys.detail(id ?? 0),
    queryFn: () => getJson<ArtistView>(`/api/artists/${id}`),
    enabled: id !== null,
  });
}
