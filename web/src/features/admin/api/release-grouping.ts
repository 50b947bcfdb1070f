import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReleaseView, ReleaseView } from '@api/shared/contracts/content';
import { apiRequest, getJson, getPage } from '../../../lib/api-client';
import { collectionKeys } from './content';

/*
 * The desk's corrections of how the scraper grouped listings into releases:
 * a release's listings (the same query the full-page editor opens with), the
 * releases a search finds to merge in, and the two audited writes.
 */

const RELEASES = '/api/releases';

export function useReleaseListings(id: number) {
  return useQuery({
    queryKey: [RELEASES, 'admin-item', id] as const,
    queryFn: () => getJson<AdminReleaseView>(`/api/admin/releases/${id}`, { fresh: true }),
  });
}

/** Releases whose title or artist holds the words, other than the one being edited. */
export function useMergeCandidates(id: number, words: string) {
  const q = words.trim();
  return useQuery({
    queryKey: [RELEASES, 'merge-candidates', id, q] as const,
    queryFn: async () => {
      const params = new URLSearchParams({ q, limit: '6', sort: 'released', order: 'desc' });
      const page = await getPage<ReleaseView>(`/api/admin/releases?${params}`);
      return page.items.filter((release) => release.id !== id);
    },
    enabled: q.length >= 2,
  });
}

/** Every release view (public lists included) refetches after a regrouping. */
function useRefreshReleases() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: collectionKeys.root(RELEASES) });
}

export function useMergeRelease(id: number) {
  const refresh = useRefreshReleases();
  return useMutation({
    mutationFn: (releaseId: number) =>
      apiRequest<ReleaseView>('POST', `/api/admin/releases/${id}/merge`, { releaseId }),
    onSuccess: refresh,
  });
}

export function useSplitListing(id: number) {
  const refresh = useRefreshReleases();
  return useMutation({
    mutationFn: (listingId: number) =>
      apiRequest<ReleaseView>('POST', `/api/admin/releases/${id}/listings/${listingId}/split`),
    onSuccess: refresh,
  });
}
