import type { ReactNode } from 'react';
import { secondaryButton } from '../../../components/ui/styles';
import type { ListQueryState } from '../../../components/ui/query-states';
import { errorMessage } from '../../../lib/api-error';
import { AdminListStates, DeskPanel, type ListStateWords } from './desk-panel';

/** The small button of a desk row's actions. */
export const rowButton = `${secondaryButton} !px-3 text-xs whitespace-nowrap`;

/**
 * A desk panel that lists what the admin manages (sources, webhook endpoints), titled with their
 * count, in its loading, failed and empty states.
 */
export function DeskItemList<Item extends { id: number }>({
  id,
  noun,
  label,
  query,
  words,
  children,
}: {
  id: string;
  /** The plural of the heading: "Sources (3)". */
  noun: string;
  /** The list's name for assistive tech. */
  label: string;
  query: ListQueryState<Item> & { error: unknown };
  words: ListStateWords;
  children: (item: Item) => ReactNode;
}) {
  return (
    <DeskPanel id={id} title={`${noun} (${query.data?.length ?? 0})`}>
      <AdminListStates query={query} spacing="mt-3 text-sm" words={words}>
        {(items) => (
          <ul className="mt-2 divide-y divide-zinc-800" aria-label={label}>
            {items.map((item) => children(item))}
          </ul>
        )}
      </AdminListStates>
    </DeskPanel>
  );
}

/**
 * One managed thing's line: what it is and how it stands on the left (with the reason a change
 * failed, when one did), its actions on the right, beside each other on a wide screen.
 */
export function DeskItemRow({ facts, failure, actions }: { facts: ReactNode; failure: unknown; actions: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        {facts}
        {failure ? (
          <p role="alert" className="text-xs text-red-300">
            {errorMessage(failure, 'That change did not go through.')}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>
    </div>
  );
}

/** Switches a managed thing on or off; named by its address for assistive tech. */
export function EnableToggle({
  enabled,
  name,
  pending,
  onToggle,
}: {
  enabled: boolean;
  name: string;
  pending: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={rowButton}
      disabled={pending}
      onClick={onToggle}
      aria-label={`${enabled ? 'Disable' : 'Enable'} ${name}`}
    >
      {enabled ? 'Disable' : 'Enable'}
    </button>
  );
}

/** Removes a managed thing once the admin confirms what removing it means. */
export function RemoveButton({
  name,
  consequence,
  pending,
  onRemove,
}: {
  name: string;
  /** What removing it does, asked before it is done: "Nothing more is sent to it." */
  consequence: string;
  pending: boolean;
  onRemove: () => void;
}) {
  const confirmRemove = () => {
    if (window.confirm(`Remove ${name}? ${consequence}`)) onRemove();
  };
  return (
    <button
      type="button"
      className={rowButton}
      disabled={pending}
      onClick={confirmRemove}
      aria-label={`Remove ${name}`}
    >
      Remove
    </button>
  );
}
