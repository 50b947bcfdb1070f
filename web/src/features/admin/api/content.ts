import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CollectionPath, CollectionViews } from '@api/shared/contracts/collections';
import type { PublicationStatus } from '@api/shared/domain/publication-status';
import { apiRequest, getJson, getPage } from '../../../lib/api-client';
import { adminKeys } from './dashboard';

/**
 * A content collection the admin manages, by its base path ('/api/articles'):
 * its admin list (GET /api/admin/…, one page at a time) and the admin writes
 * (POST, PATCH /:id, DELETE /:id), each typed by the path's view in the contract.
 */

/** Rows per page of an admin list (the admin lists refuse more than 100). */
export const ADMIN_PAGE_SIZE = 50;

/** Each collection's admin list: every row whatever its status, paged, searched and sorted on the server. */
const ADMIN_LISTS: Record<CollectionPath, string> = {
  '/api/articles': '/api/admin/articles',
  '/api/artists': '/api/admin/artists',
  '/api/releases': '/api/admin/releases',
  '/api/events': '/api/admin/events',
  '/api/newsletters': '/api/admin/newsletters',
};

/** One row as the admin reads it, whatever its status: what a full-page editor opens. */
export function useAdminItem<P extends CollectionPath>(basePath: P, id: number | null) {
  return useQuery({
    queryKey: [basePath, 'admin-item', id] as const,
    queryFn: () => getJson<CollectionViews[P]>(`${ADMIN_LISTS[basePath]}/${id}`, { fresh: true }),
    enabled: id !== null,
  });
}

export type SortOrder = 'asc' | 'desc';

/** What one page of an admin list asks for. */
export interface AdminListRequest {
  status: PublicationStatus | null;
  /** Words the server looks for in titles and names; blank for none. */
  q: string;
  sort: string;
  order: SortOrder;
  offset: number;
}

export function adminListUrl(basePath: CollectionPath, request: AdminListRequest): string {
  const params = new URLSearchParams({
    limit: String(ADMIN_PAGE_SIZE),
    offset: String(request.offset),
    sort: request.sort,
    order: request.order,
  });
  if (request.status) params.set('status', request.status);
  if (request.q.trim()) params.set('q', request.q.trim());
  return `${ADMIN_LISTS[basePath]}?${params}`;
}

export const collectionKeys = {
  /** The prefix every query of the collection starts with, public screens' included. */
  root: (basePath: string) => [basePath] as const,
  adminList: (basePath: string, request: AdminListRequest) => [basePath, 'admin-list', request] as const,
};

/** One server page of a collection and the total matching; the last page stays on screen while the next loads. */
export function useCollectionPage<P extends CollectionPath>(basePath: P, request: AdminListRequest) {
  return useQuery({
    queryKey: collectionKeys.adminList(basePath, request),
    queryFn: () => getPage<CollectionViews[P]>(adminListUrl(basePath, request)),
    placeholderData: (previous) => previous,
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
