import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminArticleView, ArticleView } from '@api/shared/contracts/content';
import { errorMessage, errorStatus } from '../../../../lib/api-error';
import { saveStory, storyKeys } from '../../api/story-editor';
import { collectionKeys } from '../../api/content';
import { handleUnauthorized, isUnauthorizedError } from '../../api/unauthorized';
import { dropLocalCopy, keepLocalCopy } from './local-copy';
import type { SaveState } from './save-status';
import { draftOf, missingForSave, payloadOf, sameDraft, type StoryDraft } from './story-draft';

/** How long typing pauses before a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 2_500;

/** Where the editor starts: the stored story (or none, for a new one) and the edits it opens with. */
export interface EditorStart {
  story: AdminArticleView | null;
  draft: StoryDraft;
  /** The revision the opening edits were made from (a restored local copy's may be older than the story's). */
  revision: number | null;
}

/**
 * The editor's draft and its saves: drafts save themselves a moment after the
 * typing stops, anything else when asked; unsaved edits are kept in this
 * browser until saved; a save made from an older revision than the stored one
 * is refused by the server and shown, never retried over the other save.
 */
export function useStorySaves(start: EditorStart, onCreated: (story: ArticleView) => void) {
  const queryClient = useQueryClient();
  const [id, setId] = useState<number | null>(start.story?.id ?? null);
  const [draft, setDraft] = useState(start.draft);
  const [saved, setSaved] = useState<StoryDraft | null>(start.story ? draftOf(start.story) : null);
  const [revision, setRevision] = useState<number | null>(start.revision);
  const [state, setState] = useState<SaveState>(
    start.story ? { kind: 'saved', at: new Date(start.story.updatedAt) } : { kind: 'new' },
  );
  const saving = useRef(false);
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);
  // Moves on when edits were made while a save was under way, so they get a save of their own.
  const [editedWhileSaving, setEditedWhileSaving] = useState(0);

  const dirty =
    saved === null ? draft.title !== '' || draft.content !== '' || draft.excerpt !== '' : !sameDraft(draft, saved);
  const blocked = state.kind === 'conflict';

  // The safety copy follows every edit not yet saved.
  useEffect(() => {
    if (dirty) keepLocalCopy(id, draft, revision);
    else dropLocalCopy(id);
  }, [dirty, draft, id, revision]);

  const save = useCallback(
    async (next: StoryDraft) => {
      if (saving.current) return;
      const missing = missingForSave(next);
      // The status line says what is missing (see shown below).
      if (missing) return;
      saving.current = true;
      setState({ kind: 'saving' });
      try {
        const stored = await saveStory(id, payloadOf(next), revision);
        setRevision(stored.revision);
        setSaved(next);
        setState({ kind: 'saved', at: new Date() });
        if (id === null) {
          dropLocalCopy(null);
          setId(stored.id);
          onCreated(stored);
        }
        void queryClient.invalidateQueries({ queryKey: storyKeys.revisions(stored.id) });
        void queryClient.invalidateQueries({ queryKey: collectionKeys.root('/api/articles') });
      } catch (error) {
        if (isUnauthorizedError(error)) handleUnauthorized();
        else if (errorStatus(error) === 409)
          setState({
            kind: 'conflict',
            message: errorMessage(error, 'This story was changed elsewhere; reload to see the changes.'),
          });
        else setState({ kind: 'failed', message: errorMessage(error, 'the server did not answer. Try again.') });
      } finally {
        saving.current = false;
        if (latest.current !== next) setEditedWhileSaving((count) => count + 1);
      }
    },
    [id, revision, onCreated, queryClient],
  );

  // Drafts save themselves once the typing pauses; a story readers can see changes only when asked.
  const autosaves = draft.status === 'draft' && (saved === null || saved.status === 'draft');
  useEffect(() => {
    if (!dirty || blocked) return undefined;
    if (!autosaves) return undefined;
    const timer = window.setTimeout(() => void save(draft), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
    // `save` is a dependency too: once a save has moved the revision on (or given a new story its id), a pending
    // autosave is set again with the save that knows it, never one that would send the old revision.
  }, [draft, dirty, blocked, autosaves, editedWhileSaving, save]);

  /** The stored story replaces the editor's edits (after a conflict, or to drop a restored copy). */
  const reload = useCallback((story: AdminArticleView) => {
    const fresh = draftOf(story);
    setDraft(fresh);
    setSaved(fresh);
    setRevision(story.revision);
    setState({ kind: 'saved', at: new Date(story.updatedAt) });
  }, []);

  // What the status line says: a save under way or refused says so; otherwise edits not saved yet, else the last save.
  const shown: SaveState =
    state.kind === 'saving' || state.kind === 'conflict' || state.kind === 'failed' || !dirty
      ? state
      : { kind: 'unsaved', reason: missingForSave(draft) };

  return { id, draft, setDraft, dirty, state: shown, save, reload, savedStatus: saved?.status ?? null };
}
