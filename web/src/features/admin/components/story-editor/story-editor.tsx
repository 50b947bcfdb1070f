import { useState } from 'react';
import type { AuthUserView } from '@api/shared/contracts/admin';
import type { AdminArticleView, ArticleView } from '@api/shared/contracts/content';
import { countOf } from '@api/shared/domain/plural';
import { readTimeLabel } from '@api/shared/domain/reading';
import { countWords } from '@api/shared/domain/word-count';
import { ghostButton, primaryButton, secondaryButton } from '../../../../components/ui/styles';
import { errorMessage } from '../../../../lib/api-error';
import { getJson } from '../../../../lib/api-client';
import { BodyEditor } from './body-editor';
import { FediverseReactions } from './fediverse-reactions';
import { RevisionsPanel } from './revisions-panel';
import { SchedulePicker } from './schedule-picker';
import { EditorFrame } from './editor-frame';
import { StoryFields } from './story-fields';
import { useStorySaves, type EditorStart } from './use-story-saves';

/** Whose copy the editor opened with, when it was this browser's rather than the server's. */
export interface RestoredNotice {
  keptAt: string;
}

/**
 * The full-page story editor: the fields, the body with its preview, the save
 * status, publishing, the revisions, and what went wrong when a save was refused.
 */
export function StoryEditor({
  user,
  start,
  restored,
  onCreated,
}: {
  user: AuthUserView;
  start: EditorStart;
  restored: RestoredNotice | null;
  onCreated: (story: ArticleView) => void;
}) {
  const { id, draft, setDraft, dirty, state, save, reload, savedStatus } = useStorySaves(start, onCreated);
  const [notice, setNotice] = useState<string | null>(
    restored
      ? `Restored your unsaved changes from ${new Date(restored.keptAt).toLocaleString()}: this browser kept them.`
      : null,
  );
  const [showRevisions, setShowRevisions] = useState(false);
  const [reloadError, setReloadError] = useState<string | null>(null);
  const words = countWords(draft.content);
  const statuses = user.role === 'author' ? (['draft'] as const) : (['draft', 'published', 'archived'] as const);
  const change = (changes: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...changes }));

  const reloadStored = async () => {
    if (id === null) return;
    setReloadError(null);
    try {
      reload(await getJson<AdminArticleView>(`/api/admin/articles/${id}`, { fresh: true }));
      setNotice(null);
    } catch (error) {
      setReloadError(errorMessage(error, 'The story could not be loaded. Try again.'));
    }
  };

  const publish = () => saveAs({ status: 'published', publishAt: '' });

  const saveAs = (changes: Pick<typeof draft, 'status' | 'publishAt'>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    void save(next);
  };

  return (
    <EditorFrame
      back={{ href: '/admin-dashboard?tab=articles', label: 'Articles' }}
      heading={id === null ? 'New story' : 'Edit story'}
      state={state}
      controls={
        <>
          <p className="text-sm text-zinc-400" data-testid="word-count">
            {countOf(words, 'word')} · {readTimeLabel(words)}
          </p>
          <div className="flex flex-wrap gap-2">
            {id !== null && (
              <button
                type="button"
                className={secondaryButton}
                aria-expanded={showRevisions}
                onClick={() => setShowRevisions(!showRevisions)}
              >
                Revisions
              </button>
            )}
            <button
              type="button"
              className={secondaryButton}
              disabled={state.kind === 'saving' || state.kind === 'conflict' || !dirty}
              onClick={() => void save(draft)}
            >
              Save
            </button>
            {user.role !== 'author' && savedStatus !== 'published' && (
              <button
                type="button"
                className={primaryButton}
                disabled={state.kind === 'saving' || state.kind === 'conflict'}
                onClick={publish}
              >
                Publish
              </button>
            )}
          </div>
        </>
      }
      notices={
        <>
          {state.kind === 'conflict' && (
            <div role="alert" className="rounded-sm border border-red-400 bg-red-950 p-4 text-red-100">
              <p className="font-bold">{state.message}</p>
              <p className="mt-1 text-sm">
                Your edits are still here and kept in this browser; nothing of theirs was overwritten.
              </p>
              <button type="button" className={`${secondaryButton} mt-3`} onClick={() => void reloadStored()}>
                Reload their version
              </button>
              {reloadError && <p className="mt-2 text-sm">{reloadError}</p>}
            </div>
          )}
          {notice && (
            <div
              role="status"
              className="flex flex-wrap items-center justify-between gap-2 rounded-sm border border-yellow-400/60 p-3 text-sm text-yellow-100"
            >
              <span>{notice}</span>
              {id !== null && (
                <button type="button" className={ghostButton} onClick={() => void reloadStored()}>
                  Discard them
                </button>
              )}
            </div>
          )}
        </>
      }
    >
      {showRevisions && id !== null && (
        <RevisionsPanel
          articleId={id}
          currentBody={draft.content}
          onRestore={(revision) => {
            change({ title: revision.title, content: revision.content });
            setNotice(`Revision ${revision.revision} is in the editor: save to keep it.`);
          }}
        />
      )}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <BodyEditor value={draft.content} onChange={(content) => change({ content })} />
        <div className="space-y-4">
          {user.role !== 'author' && savedStatus !== 'published' && (
            <SchedulePicker
              key={`${savedStatus}-${draft.publishAt}`}
              idPrefix="story"
              scheduledFor={savedStatus === 'scheduled' && draft.status === 'scheduled' ? draft.publishAt : null}
              busy={state.kind === 'saving' || state.kind === 'conflict'}
              onPublish={(at) =>
                saveAs(at === null ? { status: 'published', publishAt: '' } : { status: 'scheduled', publishAt: at })
              }
              onUnschedule={() => saveAs({ status: 'draft', publishAt: '' })}
            />
          )}
          <StoryFields draft={draft} onChange={change} statuses={statuses} />
          {savedStatus === 'published' && start.story && <FediverseReactions storyId={start.story.storyId} />}
        </div>
      </div>
    </EditorFrame>
  );
}
