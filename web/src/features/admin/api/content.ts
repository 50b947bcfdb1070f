import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../../lib/api-client';
import { adminKeys } from './dashboard';

/** A content collection the admin manages: its list (public GET) and its admin writes. */
export interface CollectionApi {
  /** '/api/articles': the list and the base of POST, PATCH /:id and DELETE /:id. */
  basePath: string;
}

/** The list endpoints cap a page at 100. */
const LIST_LIMIT = 100;

export const collectionKeys = {
  /** The prefix every query of the collection starts with, public screens' included. */
  root: (basePath: string) => [basePath] as const,
  adminList: (basePath: string) => [basePath, 'admin-list'] as const,
};

export function useCollection<T>(basePath: string) {
  return useQuery({
    queryKey: collectionKeys.adminList(basePath),
    // fresh: a list refetched right after a write must not come from the browser's HTTP cache.
    queryFn: () => getJson<T[]>(`${basePath}?limit=${LIST_LIMIT}`, { fresh: true }),
  });
}

/** After any write the collection (public screens too) and the overview counts refetch. */
function useRefreshAfterWrite(basePath: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: collectionKeys.root(basePath) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
    ]);
}

export function useCreateItem<T>(basePath: string) {
  const refresh = useRefreshAfterWrite(basePath);
  return useMutation({
    mutationFn: (payload: object) => apiRequest<T>('POST', basePath, payload),
    onSuccess: refresh,
  });
}

export function useUpdateItem<T>(basePath: string) {
  const refresh = useRefreshAfterWrite(basePath);
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: object }) =>
      apiRequest<T>('PATCH', `${basePath}/${id}`, payload),
    onSuccess: refresh,
  });
}

export function useDeleteItem(basePath: string) {
  const refresh = useRefreshAfterWrite(basePath);
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${basePath}/${id}`),
    onSuccess: refresh,
  });
}
