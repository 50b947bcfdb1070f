import { useState } from 'react';
import { useLocation } from 'wouter';
import type { CollectionPath, CollectionViews } from '@api/shared/contracts/collections';
import { toast } from '../../../../components/ui/toast-store';
import { ghostButton, primaryButton, secondaryButton } from '../../../../components/ui/styles';
import { errorMessage } from '../../../../lib/api-error';
import { ADMIN_PAGE_SIZE, useCollectionPage, useCreateItem, useDeleteItem, useUpdateItem } from '../../api/content';
import { countOf } from '@api/shared/domain/plural';
import { useDebounced } from '../../../../lib/use-debounced';
import { useAuthUser } from '../../api/auth';
import { canDelete, canEdit, editorForRole } from '../../role-access';
import { handleUnauthorized, isUnauthorizedError } from '../../api/unauthorized';
import { Modal } from '../modal';
import type { EntitySpec } from './entity-spec';
import type { PublicationStatus } from '@api/shared/domain/publication-status';
import { StatusFilter } from './status-filter';
import { EntityForm } from './entity-form';
import { EntityTable, type TableSort } from './entity-table';
import { ListPager } from './list-pager';

/** How long typing pauses before the list is searched on the server. */
export const SEARCH_DEBOUNCE_MS = 300;

type Editing<T> = { mode: 'create' } | { mode: 'edit'; item: T } | null;

/**
 * One content tab: a table a page at a time, searched, sorted and filtered by
 * status on the server, an empty state, create and edit dialogs, delete with
 * confirmation.
 */
export function ContentTab<P extends CollectionPath>({ spec: fullSpec }: { spec: EntitySpec<P> }) {
  type T = CollectionViews[P];
  const role = useAuthUser().data?.role;
  const [, navigate] = useLocation();
  const editorPath = fullSpec.editorPath;
  const spec = editorForRole(fullSpec, role);
  const [status, setStatus] = useState<PublicationStatus | null>(null);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<TableSort>({ field: spec.defaultSort, order: 'desc' });
  const [offset, setOffset] = useState(0);
  const list = useCollectionPage(spec.basePath, { status, q, sort: sort.field, order: sort.order, offset });
  const total = list.data?.total ?? 0;
  const items = list.data?.items ?? [];
  const create = useCreateItem(spec.basePath);
  const update = useUpdateItem(spec.basePath);
  const remove = useDeleteItem(spec.basePath);
  const mayDelete = canDelete(role, spec.basePath);
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const open = (next: Editing<T>) => {
    setServerError(null);
    setEditing(next);
  };

  const onFailure = (error: unknown, message: string) => {
    if (isUnauthorizedError(error)) return handleUnauthorized();
    toast({ title: 'Error', description: message, variant: 'destructive' });
    setServerError(errorMessage(error, message));
  };

  const submit = (payload: Record<string, unknown>) => {
    if (!editing) return;
    if (editing.mode === 'create') {
      create.mutate(payload, {
        onSuccess: () => {
          toast({ title: 'Success', description: spec.messages.created });
          setEditing(null);
        },
        onError: (error) => onFailure(error, spec.messages.createFailed),
      });
    } else {
      update.mutate(
        { id: editing.item.id, payload },
        {
          onSuccess: () => {
            toast({ title: 'Success', description: spec.messages.updated });
            setEditing(null);
          },
          onError: (error) => onFailure(error, spec.messages.updateFailed),
        },
      );
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Success', description: spec.messages.deleted });
        setDeleting(null);
        // The last row of a later page is gone: show the page before, not an empty one.
        if (items.length === 1 && offset > 0) setOffset(Math.max(0, offset - ADMIN_PAGE_SIZE));
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return handleUnauthorized();
        toast({ title: 'Error', description: spec.messages.deleteFailed, variant: 'destructive' });
      },
    });
  };

  const filtered = q !== '' || status !== null;
  const searchId = `search-${spec.noun}`;
  return (
    <section aria-labelledby={`${spec.noun}-heading`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${spec.noun}-heading`} className="font-display text-2xl font-black uppercase text-white">
          {spec.heading}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          {spec.statusFilter && (
            <StatusFilter
              noun={spec.noun}
              value={status}
              onChange={(next) => {
                setStatus(next);
                setOffset(0);
              }}
            />
          )}
          {editorPath && (
            <button type="button" className={secondaryButton} onClick={() => navigate(editorPath(null))}>
              {spec.editorButton ?? 'Open the editor'}
            </button>
          )}
          <button type="button" className={primaryButton} onClick={() => open({ mode: 'create' })}>
            {spec.createButton}
          </button>
        </div>
      </div>

      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <div className="w-full sm:w-80">
          <label htmlFor={searchId} className="sr-only">
            Search {spec.heading.toLowerCase()}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setOffset(0);
            }}
            placeholder={`Search: ${spec.searchHint}…`}
            className="w-full rounded-sm border border-zinc-700 bg-zinc-950 px-3 py-2 text-sm text-white placeholder:text-zinc-400 focus:border-yellow-400 focus:outline-none"
          />
        </div>
        {list.data && (
          <p className="text-sm text-zinc-300" aria-live="polite">
            {filtered ? `${countOf(total, spec.noun)} found` : countOf(total, spec.noun)}
          </p>
        )}
      </div>

      {list.isPending ? (
        <p role="status" className="mt-6 text-zinc-300">
          Loading {spec.heading.toLowerCase()}...
        </p>
      ) : list.isError ? (
        <p role="alert" className="mt-6 text-red-300">
          Could not load {spec.heading.toLowerCase()}. {errorMessage(list.error, '')}
        </p>
      ) : total === 0 && !filtered ? (
        <div className="mt-6 rounded-sm border border-dashed border-zinc-600 p-10 text-center">
          <p className="text-zinc-200">{spec.emptyText}</p>
          <button type="button" className={`${secondaryButton} mt-4`} onClick={() => open({ mode: 'create' })}>
            {spec.emptyButton}
          </button>
        </div>
      ) : total === 0 ? (
        <p className="mt-6 rounded-sm border border-dashed border-zinc-700 p-8 text-center text-zinc-300">
          {q ? `No ${spec.heading.toLowerCase()} match “${q}”.` : `No ${spec.heading.toLowerCase()} with this status.`}
        </p>
      ) : (
        <>
          <EntityTable
            label={spec.heading}
            items={items}
            titleOf={spec.titleOf}
            subtitleOf={spec.subtitleOf}
            thumbnail={spec.thumbnail}
            columns={spec.columns}
            titleSort={spec.titleSort}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              setOffset(0);
            }}
            actions={(item) => (
              <>
                {spec.rowActions?.(item)}
                {editorPath && canEdit(role, item) && (
                  <button
                    type="button"
                    className={`${ghostButton} !px-2 !py-1`}
                    aria-label={`Open ${spec.titleOf(item)} in the editor`}
                    onClick={() => navigate(editorPath(item.id))}
                  >
                    Open in editor
                  </button>
                )}
                {canEdit(role, item) && (
                  <button
                    type="button"
                    className={`${ghostButton} !px-2 !py-1`}
                    aria-label={`Edit ${spec.titleOf(item)}`}
                    onClick={() => open({ mode: 'edit', item })}
                  >
                    Edit
                  </button>
                )}
                {mayDelete && (
                  <button
                    type="button"
                    className={`${ghostButton} !px-2 !py-1 text-red-300 hover:text-red-200`}
                    aria-label={`Delete ${spec.titleOf(item)}`}
                    onClick={() => setDeleting(item)}
                  >
                    Delete
                  </button>
                )}
              </>
            )}
          />
          <ListPager
            label={spec.heading}
            offset={offset}
            pageSize={ADMIN_PAGE_SIZE}
            total={total}
            onOffset={setOffset}
          />
        </>
      )}

      <Modal
        open={editing !== null}
        wide
        title={editing?.mode === 'edit' ? `Edit ${capitalize(spec.noun)}` : spec.createButton}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <EntityForm
            key={editing.mode === 'edit' ? editing.item.id : 'create'}
            fields={spec.fields}
            initialValues={editing.mode === 'edit' ? spec.toValues(editing.item) : spec.initialValues}
            submitLabel={editing.mode === 'edit' ? 'Save Changes' : spec.createButton}
            pendingLabel={editing.mode === 'edit' ? 'Saving...' : spec.pendingLabel}
            pending={editing.mode === 'edit' ? update.isPending : create.isPending}
            serverError={serverError}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>

      <Modal open={deleting !== null} title={`Delete ${spec.noun}?`} onClose={() => setDeleting(null)}>
        {deleting && (
          <div>
            <p className="text-zinc-200">
              “{spec.titleOf(deleting)}” will be removed permanently. This cannot be undone.
            </p>
            <div className="mt-6 flex gap-3">
              <button
                type="button"
                className={`${primaryButton} flex-1 bg-red-500 hover:bg-red-400`}
                disabled={remove.isPending}
                onClick={confirmDelete}
              >
                {remove.isPending ? 'Deleting...' : 'Delete'}
              </button>
              <button type="button" className={ghostButton} onClick={() => setDeleting(null)}>
                Cancel
              </button>
            </div>
          </div>
        )}
      </Modal>
    </section>
  );
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
