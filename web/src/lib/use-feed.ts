import { useInfiniteQuery } from '@tanstack/react-query';
import { FEED_PAGE_SIZE, type FeedPage } from '@api/shared/contracts/query-keys';
import { getFeedPage } from './api-client';

/**
 * A long list read page by page: the first page by `url`, each next one by the
 * cursor the page before handed out, so a deep page costs the server what the
 * first does. The server renders the first page into the same key.
 */
export function useFeed<T>(queryKey: readonly unknown[], url: string, enabled = true) {
  const query = useInfiniteQuery({
    queryKey,
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const separator = url.includes('?') ? '&' : '?';
      const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : '';
      return getFeedPage<T>(`${url}${separator}limit=${FEED_PAGE_SIZE}${cursor}`);
    },
    getNextPageParam: (last: FeedPage<T>) => last.nextCursor,
  });
  const items = query.data?.pages.flatMap((page) => page.items);
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, items, total };
}
