import type { ReleaseView } from '@api/shared/contracts/content';
import { RELEASE_TYPES } from '@api/shared/domain/release-types';
import { draftBinding } from '../../../../lib/draft-binding';
import { EditorSelectField, EditorTextField } from '../story-editor/editor-inputs';
import { EntityEditorFrame } from './entity-editor-frame';
import { EntityEditorGate } from './entity-editor-gate';
import { releaseEditorPath } from './editor-paths';
import { PictureField } from './picture-field';
import { ReleaseSourcesPanel } from './release-sources-panel';
import { newReleaseDraft, releaseDraftOf, releaseMissingOf, releasePayloadOf } from './release-draft';
import { useEntitySaves } from './use-entity-saves';

const RULES = {
  newDraft: newReleaseDraft,
  draftOf: releaseDraftOf,
  payloadOf: releasePayloadOf,
  missingOf: releaseMissingOf,
};

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
  const saves = useEntitySaves('/api/releases', stored, RULES, onCreated);
  const { id, draft, change } = saves;
  const field = draftBinding(draft, change);
  return (
    <EntityEditorFrame
      noun="release"
      saves={saves}
      publicLink={id !== null ? { href: '/releases', label: 'View releases' } : null}
    >
      <div className="grid max-w-4xl gap-4 sm:grid-cols-2">
        <EditorTextField id="release-title" label="Title" headline {...field('title')} />
        <EditorTextField id="release-artist" label="Artist" {...field('artist')} />
        <EditorSelectField id="release-type" label="Type" values={RELEASE_TYPES} {...field('type')} />
        <EditorTextField
          id="release-date"
          label="Release date"
          hint="The day it came out (or comes out)"
          type="date"
          {...field('releaseDate')}
        />
        <div className="sm:col-span-2">
          <EditorTextField
            id="release-link"
            label="Link"
            hint="Where readers listen or buy: http:// or https://"
            type="url"
            placeholder="https://"
            {...field('linkUrl')}
          />
        </div>
        <div className="sm:col-span-2">
          <PictureField id="release-cover" label="Cover" {...field('imageUrl')} />
        </div>
      </div>
      {id !== null && <ReleaseSourcesPanel releaseId={id} />}
    </EntityEditorFrame>
  );
}
