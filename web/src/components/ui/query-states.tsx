import type { ReactNode } from 'react';

/** What a list read can be in, as react-query reports it. */
export interface ListQueryState<Item> {
  data: Item[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * Renders the one state a list read is in: still loading, failed, empty, or
 * its items, so every section says each of them the same way.
 */
export function QueryStates<Item>({
  query,
  loading,
  failed,
  empty,
  children,
}: {
  query: ListQueryState<Item>;
  loading: ReactNode;
  failed: ReactNode;
  empty: ReactNode;
  children: (items: Item[]) => ReactNode;
}) {
  if (query.isPending || (!query.isError && !query.data)) return loading;
  if (query.isError || !query.data) return failed;
  return query.data.length === 0 ? empty : children(query.data);
}
