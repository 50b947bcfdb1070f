import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import type { AuthUserView } from '@api/shared/contracts/admin';
import type { AdminArticleView, ArticleView } from '@api/shared/contracts/content';
import { useDocumentHead } from '../../../../lib/document-head';
import { errorMessage } from '../../../../lib/api-error';
import { parseId } from '../../../../lib/parse-id';
import { useStory } from '../../api/story-editor';
import { AdminGate } from '../admin-gate';
import { readLocalCopy } from './local-copy';
import { draftOf, newDraft, sameDraft } from './story-draft';
import { StoryEditor, type RestoredNotice } from './story-editor';
import type { EditorStart } from './use-story-saves';
import { EditorMessage } from './editor-message';

/** The member's name for a byline: first and last name, else their address or login. */
function bylineOf(user: AuthUserView): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email || user.username || '';
}

/** Where the editor opens: this browser's unsaved copy when it holds edits the stored story lacks, else the story. */
function startOf(
  story: AdminArticleView | null,
  user: AuthUserView,
): { start: EditorStart; restored: RestoredNotice | null } {
  const stored = story ? draftOf(story) : newDraft(bylineOf(user));
  const copy = readLocalCopy(story?.id ?? null);
  if (copy && !sameDraft(copy.draft, stored)) {
    return { start: { story, draft: copy.draft, revision: copy.baseRevision }, restored: { keptAt: copy.keptAt } };
  }
  return { start: { story, draft: stored, revision: story?.revision ?? null }, restored: null };
}

/** /admin/articles/new and /admin/articles/:id/edit: the full-page story editor. */
export default function StoryEditorPage({ id }: { id?: string }) {
  useDocumentHead(id ? 'Edit story' : 'New story', 'The Cypher story editor.');
  // Kept from the first address: once a new story is saved the address names it, and the editor stays as it is.
  const [opened] = useState(() => {
    const storyId = id === undefined ? null : parseId(id);
    return { storyId, invalid: id !== undefined && storyId === null };
  });
  return <AdminGate>{(user) => <EditorFor storyId={opened.storyId} user={user} invalid={opened.invalid} />}</AdminGate>;
}

function EditorFor({ storyId, user, invalid }: { storyId: number | null; user: AuthUserView; invalid: boolean }) {
  const [, navigate] = useLocation();
  const story = useStory(invalid ? null : storyId);
  const onCreated = useCallback(
    (created: ArticleView) => navigate(`/admin/articles/${created.id}/edit`, { replace: true }),
    [navigate],
  );
  if (invalid) return <EditorMessage text="There is no such story." />;
  if (storyId !== null && story.isPending) return <EditorMessage text="Loading the story…" status />;
  if (storyId !== null && story.isError)
    return <EditorMessage text={errorMessage(story.error, 'The story could not be loaded.')} />;
  const { start, restored } = startOf(story.data ?? null, user);
  return <StoryEditor user={user} start={start} restored={restored} onCreated={onCreated} />;
}
