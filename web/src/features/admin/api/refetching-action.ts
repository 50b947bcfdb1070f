import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

// The desk's lists of managed things: how they are read live, and the actions after which they are read again.

/**
 * A desk action after which, done or refused, the lists it touches are read
 * again. The refetch runs on its own: the action is over when the server answers.
 */
export function useRefetchingAction<V, R>(action: (variables: V) => Promise<R>, touched: readonly QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => {
      for (const queryKey of touched) void client.invalidateQueries({ queryKey });
    },
  });
}

/**
 * A list of things the admin manages that change on their own (a scraper run,
 * a chart build, a webhook delivery): read past any cache, and again every
 * 30 s while the page is open, so each one's outcome shows up without a reload.
 */
export function useLiveAdminList<Item>(queryKey: QueryKey, path: string) {
  return useQuery({
    queryKey,
    queryFn: () => getJson<Item[]>(path, { fresh: true }),
    refetchInterval: 30_000,
  });
}
