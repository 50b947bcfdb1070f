import type { ReleaseView } from '@api/shared/contracts/content';
import { RELEASE_TYPES, type ReleaseType } from '@api/shared/domain/release-types';
import { EditorField, editorInput } from '../story-editor/editor-field';
import { EntityEditorFrame } from './entity-editor-frame';
import { EntityEditorGate } from './entity-editor-gate';
import { releaseEditorPath } from './editor-paths';
import { PictureField } from './picture-field';
import { newReleaseDraft, releaseDraftOf, releaseMissingOf, releasePayloadOf } from './release-draft';
import { useEntitySaves } from './use-entity-saves';

const RULES = { draftOf: releaseDraftOf, payloadOf: releasePayloadOf, missingOf: releaseMissingOf };

/** /admin/releases/new and /admin/releases/:id/edit: a release with its date, type, artist, cover and link. */
export default function ReleaseEditorPage({ id }: { id?: string }) {
  return (
    <EntityEditorGate basePath="/api/releases" id={id} noun="release" editorPath={releaseEditorPath}>
      {(stored, onCreated) => <ReleaseEditor stored={stored} onCreated={onCreated} />}
    </EntityEditorGate>
  );
}

function ReleaseEditor({
  stored,
  onCreated,
}: {
  stored: ReleaseView | null;
  onCreated: (release: ReleaseView) => void;
}) {
  const start = stored ? releaseDraftOf(stored) : newReleaseDraft();
  const { id, draft, change, dirty, missing, state, save } = useEntitySaves(
    '/api/releases',
    stored,
    start,
    RULES,
    onCreated,
  );
  return (
    <EntityEditorFrame
      heading={id === null ? 'New release' : 'Edit release'}
      back={{ tab: 'releases', label: 'Releases' }}
      state={state}
      canSave={dirty && missing === null && state.kind !== 'saving'}
      onSave={() => void save()}
      publicLink={id !== null ? { href: '/releases', label: 'View releases' } : null}
    >
      <div className="grid max-w-4xl gap-4 sm:grid-cols-2">
        <EditorField id="release-title" label="Title">
          <input
            id="release-title"
            value={draft.title}
            onChange={(event) => change({ title: event.target.value })}
            className={`${editorInput} text-lg font-bold`}
          />
        </EditorField>
        <EditorField id="release-artist" label="Artist">
          <input
            id="release-artist"
            value={draft.artist}
            onChange={(event) => change({ artist: event.target.value })}
            className={editorInput}
          />
        </EditorField>
        <EditorField id="release-type" label="Type">
          <select
            id="release-type"
            value={draft.type}
            onChange={(event) => change({ type: event.target.value as ReleaseType })}
            className={editorInput}
          >
            {RELEASE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </EditorField>
        <EditorField id="release-date" label="Release date" hint="The day it came out (or comes out)">
          <input
            id="release-date"
            type="date"
            value={draft.releaseDate}
            onChange={(event) => change({ releaseDate: event.target.value })}
            className={editorInput}
          />
        </EditorField>
        <div className="sm:col-span-2">
          <EditorField id="release-link" label="Link" hint="Where readers listen or buy: http:// or https://">
            <input
              id="release-link"
              type="url"
              placeholder="https://"
              value={draft.linkUrl}
              onChange={(event) => change({ linkUrl: event.target.value })}
              className={editorInput}
            />
          </EditorField>
        </div>
        <div className="sm:col-span-2">
          <PictureField
            id="release-cover"
            label="Cover"
            value={draft.imageUrl}
            onChange={(imageUrl) => change({ imageUrl })}
          />
        </div>
      </div>
    </EntityEditorFrame>
  );
}
