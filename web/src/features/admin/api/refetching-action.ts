import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

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
