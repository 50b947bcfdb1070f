import type { ReactNode } from 'react';
import { QueryStates, type ListQueryState } from '../../../components/ui/query-states';
import { errorMessage } from '../../../lib/api-error';

/**
 * A desk panel's list in its one state, each said in a line: loading, failed
 * (with the server's reason), empty, or its items. `spacing` fits the lines
 * to the panel they stand in.
 */
export function AdminListStates<Item>({
  query,
  spacing,
  loadingText,
  failedText,
  emptyText,
  children,
}: {
  query: ListQueryState<Item> & { error: unknown };
  spacing: string;
  loadingText: string;
  failedText: string;
  emptyText: string;
  children: (items: Item[]) => ReactNode;
}) {
  return (
    <QueryStates
      query={query}
      loading={<p className={`${spacing} text-zinc-300`}>{loadingText}</p>}
      failed={
        <p role="alert" className={`${spacing} text-red-300`}>
          {failedText} {errorMessage(query.error, '')}
        </p>
      }
      empty={<p className={`${spacing} text-zinc-300`}>{emptyText}</p>}
    >
      {children}
    </QueryStates>
  );
}
