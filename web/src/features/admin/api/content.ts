import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CollectionPath, CollectionViews } from '@api/shared/contracts/collections';
import type { PublicationStatus } from '@api/shared/domain/publication-status';
import { apiRequest, getJson } from '../../../lib/api-client';
import { adminKeys } from './dashboard';

/**
 * A content collection the admin manages, by its base path ('/api/articles'):
 * the list (public GET) and the admin writes (POST, PATCH /:id, DELETE /:id),
 * each typed by the path's view in the contract.
 */

/** The list endpoints cap a page at 100. */
const LIST_LIMIT = 100;

/**
 * Collections with a publication status: the public list holds published items only, so the admin
 * reads its own list (every status, whole items, optionally one status).
 */
const ADMIN_LISTS: Partial<Record<CollectionPath, string>> = {
  '/api/articles': '/api/admin/articles',
  '/api/artists': '/api/admin/artists',
};

const adminListUrl = (basePath: CollectionPath, status: PublicationStatus | null) => {
  const adminPath = ADMIN_LISTS[basePath];
  if (!adminPath) return `${basePath}?limit=${LIST_LIMIT}`;
  return `${adminPath}?limit=${LIST_LIMIT}${status ? `&status=${status}` : ''}`;
};

export const collectionKeys = {
  /** The prefix every query of the collection starts with, public screens' included. */
  root: (basePath: string) => [basePath] as const,
  adminList: (basePath: string, status: PublicationStatus | null = null) =>
    [basePath, 'admin-list', status ?? 'all'] as const,
};

export function useCollection<P extends CollectionPath>(basePath: P, status: PublicationStatus | null = null) {
  return useQuery({
    queryKey: collectionKeys.adminList(basePath, status),
    // fresh: a list refetched right after a write must not come from the browser's HTTP cache.
    queryFn: () => getJson<CollectionViews[P][]>(adminListUrl(basePath, status), { fresh: true }),
  });
}

/** After any write the collection (public screens too) and the overview counts refetch. */
function useRefreshAfterWrite(basePath: CollectionPath) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: collectionKeys.root(basePath) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
    ]);
}

export function useCreateItem<P extends CollectionPath>(basePath: P) {
  const refresh = useRefreshAfterWrite(basePath);
  return useMutation({
    mutationFn: (payload: object) => apiRequest<CollectionViews[P]>('POST', basePath, payload),
    onSuccess: refresh,
  });
}

export function useUpdateItem<P extends CollectionPath>(basePath: P) {
  const refresh = useRefreshAfterWrite(basePath);
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: object }) =>
      apiRequest<CollectionViews[P]>('PATCH', `${basePath}/${id}`, payload),
    onSuccess: refresh,
  });
}

export function useDeleteItem(basePath: CollectionPath) {
  const refresh = useRefreshAfterWrite(basePath);
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${basePath}/${id}`),
    onSuccess: refresh,
  });
}
