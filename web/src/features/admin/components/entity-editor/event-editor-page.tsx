import { useMemo } from 'react';
import { timeZoneNames } from '@api/shared/domain/time-zones';
import { draftBinding } from '../../../../lib/draft-binding';
import { EditorSelectField, EditorTextField } from '../story-editor/editor-inputs';
import { EntityEditorGate, type EntityEditorKind, type EntityFormProps } from './entity-editor-gate';
import { eventEditorPath } from './editor-paths';
import {
  eventDraftOf,
  eventMissingOf,
  eventPayloadOf,
  newEventDraft,
  type EventDraft,
  venueTimeLabel,
  withLocation,
} from './event-draft';

const EVENT: EntityEditorKind<'/api/events', EventDraft> = {
  basePath: '/api/events',
  noun: 'event',
  editorPath: eventEditorPath,
  rules: { newDraft: newEventDraft, draftOf: eventDraftOf, payloadOf: eventPayloadOf, missingOf: eventMissingOf },
  publicLink: () => ({ href: '/events', label: 'View events' }),
};

/** /admin/events/new and /admin/events/:id/edit: a show on its venue's clock, in the venue's zone. */
export default function EventEditorPage({ id }: { id?: string }) {
  return <EntityEditorGate kind={EVENT} id={id} form={EventForm} />;
}

function EventForm({ saves: { draft, change } }: EntityFormProps<'/api/events', EventDraft>) {
  // The IANA list as this browser knows it, with the draft's zone kept should the browser lack it.
  const zones = useMemo(() => {
    const names = timeZoneNames();
    return names.includes(draft.timeZone) ? names : [draft.timeZone, ...names];
  }, [draft.timeZone]);
  const shown = venueTimeLabel(draft);
  const field = draftBinding(draft, change);
  return (
    <div className="grid max-w-4xl gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <EditorTextField id="event-title" label="Title" headline {...field('title')} />
      </div>
      <EditorTextField
        id="event-location"
        label="Venue and city"
        hint="For example: The Green Signal, Chicago, IL"
        value={draft.location}
        onChange={(location) => change(withLocation(draft, location))}
      />
      <EditorTextField id="event-artists" label="Line-up" hint="Comma-separated" {...field('artists')} />
      <EditorSelectField
        id="event-time-zone"
        label="Venue's time zone"
        hint={draft.zoneChosen ? 'Chosen by hand' : 'Follows the city until you choose one (else UTC)'}
        value={draft.timeZone}
        values={zones}
        labelOf={(zone) => zone.replace(/_/g, ' ')}
        onChange={(timeZone) => change({ timeZone, zoneChosen: true })}
      />
      <EditorTextField
        id="event-starts-at"
        label="Starts at (the venue's local time)"
        hint={shown ? <span data-testid="venue-time">Readers see: {shown}</span> : 'A date and a time'}
        type="datetime-local"
        {...field('startsAt')}
      />
      <label className="flex items-center gap-2 text-sm text-white">
        <input
          type="checkbox"
          checked={draft.ticketsAvailable}
          onChange={(event) => change({ ticketsAvailable: event.target.checked })}
        />
        Tickets available
      </label>
    </div>
  );
}
