import { countOf, nounFor } from '@api/shared/domain/plural';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { LoadMore } from './load-more';

/** What a list read page by page (lib/use-feed) reports, as far as drawing it goes. */
export interface FeedState<Item> {
  items: Item[] | undefined;
  total: number;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A long list in the state it is in: its placeholder, the failure of its first
 * page, nothing found, or the total and the items with more on scroll. Items
 * narrowed in the browser (`filterItems`) leave the list empty only once no
 * page is left that could hold a match.
 */
export function FeedList<Item extends { id: number }>({
  feed,
  noun,
  loading,
  failed,
  empty,
  className,
  filterItems = (items) => items,
  children,
}: {
  feed: FeedState<Item>;
  /** What one item is: 'Showing 1 release', 'Showing 12 releases', 'Load more releases'. */
  noun: string;
  loading: ReactNode;
  failed: string;
  empty: { title: string; text: string };
  className: string;
  filterItems?: (items: Item[]) => Item[];
  children: (item: Item, index: number) => ReactNode;
}) {
  if (feed.isPending) return loading;
  if (feed.isError && !feed.items) {
    return (
      <p role="alert" className="mt-8 text-red-300">
        {failed}
      </p>
    );
  }
  const items = filterItems(feed.items ?? []);
  if (items.length === 0 && !feed.hasNextPage) return <EmptyState title={empty.title}>{empty.text}</EmptyState>;
  return (
    <>
      <p className="mt-6 text-sm font-bold uppercase tracking-wider text-zinc-300">
        Showing {countOf(feed.total, noun)}
      </p>
      <ul className={className}>
        {items.map((item, index) => (
          <li key={item.id}>{children(item, index)}</li>
        ))}
      </ul>
      <LoadMore
        hasMore={feed.hasNextPage}
        loading={feed.isFetchingNextPage}
        failed={feed.isFetchNextPageError}
        onLoadMore={() => void feed.fetchNextPage()}
        label={`Load more ${nounFor(2, noun)}`}
      />
    </>
  );
}
