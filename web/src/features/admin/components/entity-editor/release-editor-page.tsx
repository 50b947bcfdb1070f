import { RELEASE_TYPES } from '@api/shared/domain/release-types';
import { draftBinding } from '../../../../lib/draft-binding';
import { EditorSelectField, EditorTextField } from '../story-editor/editor-inputs';
import { EntityEditorGate, type EntityEditorKind, type EntityFormProps } from './entity-editor-gate';
import { releaseEditorPath } from './editor-paths';
import { PictureField } from './picture-field';
import { ReleaseSourcesPanel } from './release-sources-panel';
import {
  newReleaseDraft,
  releaseDraftOf,
  releaseMissingOf,
  releasePayloadOf,
  type ReleaseDraft,
} from './release-draft';

const RELEASE: EntityEditorKind<'/api/releases', ReleaseDraft> = {
  basePath: '/api/releases',
  noun: 'release',
  editorPath: releaseEditorPath,
  rules: {
    newDraft: newReleaseDraft,
    draftOf: releaseDraftOf,
    payloadOf: releasePayloadOf,
    missingOf: releaseMissingOf,
  },
  publicLink: () => ({ href: '/releases', label: 'View releases' }),
};

/** /admin/releases/new and /admin/releases/:id/edit: a release with its date, type, artist, cover and link. */
export default function ReleaseEditorPage({ id }: { id?: string }) {
  return <EntityEditorGate kind={RELEASE} id={id} form={ReleaseForm} />;
}

function ReleaseForm({ saves: { id, draft, change } }: EntityFormProps<'/api/releases', ReleaseDraft>) {
  const field = draftBinding(draft, change);
  return (
    <>
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
    </>
  );
}
