import { Markdown } from '../../../markdown/lazy-markdown';
import { BodyEditor } from '../story-editor/body-editor';
import { draftBinding } from '../../../../lib/draft-binding';
import { EditorTextField } from '../story-editor/editor-inputs';
import { SchedulePicker } from '../story-editor/schedule-picker';
import { artistDraftOf, artistMissingOf, artistPayloadOf, newArtistDraft, type ArtistDraft } from './artist-draft';
import { EntityEditorGate, type EntityEditorKind, type EntityFormProps } from './entity-editor-gate';
import { artistEditorPath } from './editor-paths';
import { PictureField } from './picture-field';
import { SocialLinksField } from './social-links-field';

const ARTIST: EntityEditorKind<'/api/artists', ArtistDraft> = {
  basePath: '/api/artists',
  noun: 'artist',
  editorPath: artistEditorPath,
  rules: { newDraft: newArtistDraft, draftOf: artistDraftOf, payloadOf: artistPayloadOf, missingOf: artistMissingOf },
  // A draft or scheduled artist has no public profile yet.
  publicLink: (id, stored) =>
    stored?.status === 'published' ? { href: `/artists/${id}`, label: 'View profile' } : null,
};

/** /admin/artists/new and /admin/artists/:id/edit: an artist's whole profile on one page. */
export default function ArtistEditorPage({ id }: { id?: string }) {
  return <EntityEditorGate kind={ARTIST} id={id} form={ArtistForm} />;
}

function ArtistForm({ saves, stored }: EntityFormProps<'/api/artists', ArtistDraft>) {
  const { draft, change, state, save } = saves;
  const saveAs = (changes: Pick<ArtistDraft, 'status' | 'publishAt'>) => void save(changes);
  const field = draftBinding(draft, change);
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <EditorTextField id="artist-name" label="Name" headline {...field('name')} />
          <EditorTextField id="artist-genre" label="Genre" placeholder="Drill, boom bap…" {...field('genre')} />
        </div>
        <EditorTextField
          id="artist-location"
          label="Location"
          hint="Where they are from or based, for example Atlanta, GA"
          {...field('location')}
        />
        <EditorTextField
          id="artist-description"
          label="Short description"
          hint="Shown on cards and in lists"
          rows={2}
          {...field('description')}
        />
        <SocialLinksField rows={draft.links} onChange={(links) => change({ links })} />
        <BodyEditor
          id="artist-bio"
          label="Biography (markdown)"
          placeholder="Their story in markdown: it is what the profile page shows."
          size="short"
          value={draft.fullBio}
          onChange={(fullBio) => change({ fullBio })}
          preview={(markdown) => <Markdown source={markdown || draft.description} />}
        />
      </div>
      <div className="space-y-4">
        <SchedulePicker
          key={`${stored?.status}-${draft.publishAt}-${draft.status}`}
          idPrefix="artist"
          scheduledFor={draft.status === 'scheduled' && draft.publishAt ? draft.publishAt : null}
          busy={state.kind === 'saving'}
          onPublish={(at) =>
            saveAs(at === null ? { status: 'published', publishAt: '' } : { status: 'scheduled', publishAt: at })
          }
          onUnschedule={() => saveAs({ status: 'draft', publishAt: '' })}
        />
        <p className="text-xs text-zinc-400" data-testid="artist-status">
          {draft.status === 'published'
            ? 'Public once saved'
            : draft.status === 'draft'
              ? 'A draft: readers do not see it'
              : ''}
        </p>
        <PictureField id="artist-image" label="Picture" {...field('imageUrl')} />
        <EditorTextField
          id="artist-aliases"
          label="Also known as"
          hint="Comma-separated: stories naming these count as news about them"
          {...field('aliases')}
        />
      </div>
    </div>
  );
}
