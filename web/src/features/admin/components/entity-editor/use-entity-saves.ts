import { useState } from 'react';
import type { CollectionPath, CollectionViews } from '@api/shared/contracts/collections';
import { errorMessage } from '../../../../lib/api-error';
import { useCreateItem, useUpdateItem } from '../../api/content';
import { handleUnauthorized, isUnauthorizedError } from '../../api/unauthorized';
import type { SaveState } from '../story-editor/save-status';

/** How one kind of row is edited: the form's draft, what a save sends, and what keeps it from saving. */
export interface DraftRules<P extends CollectionPath, D> {
  /** The draft of a row not stored yet. */
  newDraft: () => D;
  draftOf: (item: CollectionViews[P]) => D;
  payloadOf: (draft: D) => Record<string, unknown>;
  /** 'Needs a title to save'; null when the draft may be sent. */
  missingOf: (draft: D) => string | null;
}

/** A full-page editor's draft and its saves, as its form reads them. */
export interface EntitySaves<D> {
  /** Null until a new row's first save gives it one. */
  id: number | null;
  draft: D;
  change: (changes: Partial<D>) => void;
  canSave: boolean;
  state: SaveState;
  save: (changes?: Partial<D>) => Promise<void>;
}

/**
 * The draft of an artist, release or event and its saves. These go public the
 * moment they are stored, so nothing saves itself: the admin saves when ready.
 * A new row gets its id (and its address) from the first save.
 */
export function useEntitySaves<P extends CollectionPath, D>(
  basePath: P,
  stored: CollectionViews[P] | null,
  rules: DraftRules<P, D>,
  onCreated: (item: CollectionViews[P]) => void,
): EntitySaves<D> {
  const create = useCreateItem(basePath);
  const update = useUpdateItem(basePath);
  const [id, setId] = useState<number | null>(stored?.id ?? null);
  const [draft, setDraft] = useState(() => (stored ? rules.draftOf(stored) : rules.newDraft()));
  const [savedPayload, setSavedPayload] = useState(() => (stored ? JSON.stringify(rules.payloadOf(draft)) : null));
  const [state, setState] = useState<SaveState>(stored ? { kind: 'saved', at: new Date() } : { kind: 'new' });

  const dirty = JSON.stringify(rules.payloadOf(draft)) !== savedPayload;
  const missing = rules.missingOf(draft);
  const change = (changes: Partial<D>) => setDraft((current) => ({ ...current, ...changes }));

  /** Saves the draft, or these changes made to it (a publish or schedule button saves as it changes the status). */
  const save = async (changes: Partial<D> = {}) => {
    const next = { ...draft, ...changes };
    if (rules.missingOf(next) || state.kind === 'saving') return;
    if (Object.keys(changes).length > 0) setDraft(next);
    const payload = rules.payloadOf(next);
    setState({ kind: 'saving' });
    try {
      const saved = id === null ? await create.mutateAsync(payload) : await update.mutateAsync({ id, payload });
      setSavedPayload(JSON.stringify(payload));
      setState({ kind: 'saved', at: new Date() });
      if (id === null) {
        setId(saved.id);
        onCreated(saved);
      }
    } catch (error) {
      if (isUnauthorizedError(error)) return handleUnauthorized();
      setState({ kind: 'failed', message: errorMessage(error, 'the server did not answer. Try again.') });
    }
  };

  // A save under way or refused says so; otherwise edits not saved yet (and what they lack), else the last save.
  const shown: SaveState =
    state.kind === 'saving' || state.kind === 'failed' || !dirty ? state : { kind: 'unsaved', reason: missing };
  const canSave = dirty && missing === null && state.kind !== 'saving';
  return { id, draft, change, canSave, state: shown, save };
}
