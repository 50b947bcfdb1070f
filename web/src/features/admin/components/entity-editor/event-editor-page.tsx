import { useMemo } from 'react';
import type { EventView } from '@api/shared/contracts/admin';
import { timeZoneNames } from '@api/shared/domain/time-zones';
import { draftBinding } from '../../../../lib/draft-binding';
import { EditorSelectField, EditorTextField } from '../story-editor/editor-inputs';
import { EntityEditorFrame } from './entity-editor-frame';
import { EntityEditorGate } from './entity-editor-gate';
import { eventEditorPath } from './editor-paths';
import {
  eventDraftOf,
  eventMissingOf,
  eventPayloadOf,
  newEventDraft,
  venueTimeLabel,
  withLocation,
} from './event-draft';
import { useEntitySaves } from './use-entity-saves';

const RULES = { newDraft: newEventDraft, draftOf: eventDraftOf, payloadOf: eventPayloadOf, missingOf: eventMissingOf };

/** /admin/events/new and /admin/events/:id/edit: a show on its venue's clock, in the venue's zone. */
export default function EventEditorPage({ id }: { id?: string }) {
  return (
    <EntityEditorGate basePath="/api/events" id={id} noun="event" editorPath={eventEditorPath}>
      {(stored, onCreated) => <EventEditor stored={stored} onCreated={onCreated} />}
    </EntityEditorGate>
  );
}

function EventEditor({ stored, onCreated }: { stored: EventView | null; onCreated: (event: EventView) => void }) {
  const saves = useEntitySaves('/api/events', stored, RULES, onCreated);
  const { id, draft, change } = saves;
  // The IANA list as this browser knows it, with the draft's zone kept should the browser lack it.
  const zones = useMemo(() => {
    const names = timeZoneNames();
    return names.includes(draft.timeZone) ? names : [draft.timeZone, ...names];
  }, [draft.timeZone]);
  const shown = venueTimeLabel(draft);
  const field = draftBinding(draft, change);
  return (
    <EntityEditorFrame
      noun="event"
      saves={saves}
      publicLink={id !== null ? { href: '/events', label: 'View events' } : null}
    >
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
    </EntityEditorFrame>
  );
}
