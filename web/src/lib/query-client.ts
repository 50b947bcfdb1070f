import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7: nothing is retried, data never goes stale, and nothing is
 * refetched on focus, reconnect or an interval unless a screen asks for a poll.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
