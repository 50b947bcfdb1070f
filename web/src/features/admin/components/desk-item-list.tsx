import type { ComponentType, ReactNode } from 'react';
import { secondaryButton } from '../../../components/ui/styles';
import type { ListQueryState } from '../../../components/ui/query-states';
import { errorMessage } from '../../../lib/api-error';
import { AdminListStates, DeskPanel } from './desk-panel';
import { LIST_COPY, type AddAndListPage } from './workspace/add-and-list-copy';

/** The small button of a desk row's actions. */
export const rowButton = `${secondaryButton} !px-3 text-xs whitespace-nowrap`;

/**
 * A desk panel that lists what the admin manages on an add-and-list page (sources, webhook
 * endpoints), titled with their count, in its loading, failed and empty states.
 */
export function DeskItemList<Item extends { id: number }>({
  page,
  query,
  row: Row,
}: {
  page: AddAndListPage;
  query: ListQueryState<Item> & { error: unknown };
  row: ComponentType<{ item: Item }>;
}) {
  const { id, noun, label, empty } = LIST_COPY[page];
  // The waiting and failing words only name what is listed.
  const words = {
    loading: `Loading ${noun.toLowerCase()}...`,
    failed: `Could not load the ${noun.toLowerCase()}.`,
    empty,
  };
  return (
    <DeskPanel id={id} title={`${noun} (${query.data?.length ?? 0})`}>
      <AdminListStates query={query} spacing="mt-3 text-sm" words={words}>
        {(items) => (
          <ul className="mt-2 divide-y divide-zinc-800" aria-label={label}>
            {items.map((item) => (
              <Row key={item.id} item={item} />
            ))}
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
function DeskItemRow({ facts, failure, actions }: { facts: ReactNode; failure: unknown; actions: ReactNode }) {
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
function EnableToggle({
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
function RemoveButton({
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

/** A change a row's button starts, with the state the button follows. */
interface RowChange<Variables> {
  isPending: boolean;
  error: unknown;
  mutate: (variables: Variables) => void;
}

/** The changes every switchable row starts, and the row's own one when it has one. */
interface SwitchableChanges {
  toggle: RowChange<{ id: number; enabled: boolean }>;
  remove: RowChange<number>;
  other?: { error: unknown };
}

/** What is the same on every row of one list of switchable things. */
export interface SwitchableKind<Item> {
  testId: string;
  /** The name the buttons' labels and the confirmation give the thing. */
  nameOf: (item: Item) => string;
  /** What removing it does, asked before it is done: "Nothing more is sent to it." */
  removing: string;
}

/**
 * The line of a thing the desk switches off and removes (a source, a chart source, a webhook
 * endpoint): its facts, its own actions, then Disable/Enable and Remove; a failed change of
 * any of them is said under the facts.
 */
export function SwitchableItemRow<Item extends { id: number; enabled: boolean }>({
  kind,
  item,
  changes: { toggle, remove, other },
  facts,
  actions,
  children,
}: {
  kind: SwitchableKind<Item>;
  item: Item;
  changes: SwitchableChanges;
  facts: ReactNode;
  actions?: ReactNode;
  /** What opens under the line. */
  children?: ReactNode;
}) {
  const name = kind.nameOf(item);
  const allActions = (
    <>
      {actions}
      <EnableToggle
        enabled={item.enabled}
        name={name}
        pending={toggle.isPending}
        onToggle={() => toggle.mutate({ id: item.id, enabled: !item.enabled })}
      />
      <RemoveButton
        name={name}
        consequence={kind.removing}
        pending={remove.isPending}
        onRemove={() => remove.mutate(item.id)}
      />
    </>
  );
  return (
    <li className="py-3" data-testid={kind.testId}>
      <DeskItemRow facts={facts} failure={toggle.error ?? other?.error ?? remove.error} actions={allActions} />
      {children}
    </li>
  );
}
