import type { ReactNode } from 'react';
import { QueryStates, type ListQueryState } from '../../../components/ui/query-states';
import { errorMessage } from '../../../lib/api-error';

/** A boxed panel of a desk page, named by its heading for assistive tech. */
export function DeskPanel({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-sm border border-zinc-700 bg-zinc-950 p-4 sm:p-5">
      <h2 id={id} className="font-display text-lg uppercase tracking-wide text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a desk list says while it loads, when it failed (the server's reason follows) and when it is empty. */
export interface ListStateWords {
  loading: string;
  failed: string;
  empty: string;
}

/**
 * A desk panel's list in its one state, each said in a line: loading, failed
 * (with the server's reason), empty, or its items. `spacing` fits the lines
 * to the panel they stand in.
 */
export function AdminListStates<Item>({
  query,
  spacing,
  words,
  children,
}: {
  query: ListQueryState<Item> & { error: unknown };
  spacing: string;
  words: ListStateWords;
  children: (items: Item[]) => ReactNode;
}) {
  return (
    <QueryStates
      query={query}
      loading={<p className={`${spacing} text-zinc-300`}>{words.loading}</p>}
      failed={
        <p role="alert" className={`${spacing} text-red-300`}>
          {words.failed} {errorMessage(query.error, '')}
        </p>
      }
      empty={<p className={`${spacing} text-zinc-300`}>{words.empty}</p>}
    >
      {children}
    </QueryStates>
  );
}

/**
 * A bar filling from 0 to 100 as a job or a send goes on, read out as a progress bar.
 * `track` sets the bar's height and corners to fit where it stands.
 */
export function PercentBar({ label, percent, track }: { label: string; percent: number; track: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`${track} w-full overflow-hidden bg-zinc-800`}
    >
      <div className="h-full bg-yellow-400 transition-all" style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * Says why a request of a desk screen failed, once it has: the server's own words when it gave
 * any, else `fallback`. Announced at once, since the admin is waiting on the request.
 */
export function FailureAlert({
  request,
  fallback,
  className,
}: {
  request: { isError: boolean; error: unknown };
  fallback: string;
  /** The red words' size and spacing where the alert stands. */
  className?: string;
}) {
  if (!request.isError) return null;
  return (
    <p role="alert" className={className ? `${className} text-red-300` : 'text-red-300'}>
      {errorMessage(request.error, fallback)}
    </p>
  );
}
