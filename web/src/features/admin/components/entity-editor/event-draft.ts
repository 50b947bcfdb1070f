import type { EventView } from '@api/shared/contracts/admin';
import {
  formatZonedTime,
  instantOfZonedClock,
  timeZoneFromLocation,
  zonedClockOf,
} from '@api/shared/domain/time-zones';
import { needsToSave } from '../story-editor/needs-to-save';

/** An event as the full-page editor holds it. */
export interface EventDraft {
  title: string;
  /** Venue and city, 'The Green Signal, Chicago, IL': the city names the default zone. */
  location: string;
  artists: string;
  /** The venue's IANA zone. */
  timeZone: string;
  /** The zone follows the location until the admin picks one. */
  zoneChosen: boolean;
  /** The start on the venue's clock, a datetime-local value. */
  startsAt: string;
  ticketsAvailable: boolean;
}

export function newEventDraft(): EventDraft {
  return {
    title: '',
    location: '',
    artists: '',
    timeZone: timeZoneFromLocation(''),
    zoneChosen: false,
    startsAt: '',
    ticketsAvailable: true,
  };
}

export function eventDraftOf(event: EventView): EventDraft {
  return {
    title: event.title,
    location: event.location,
    artists: event.artists,
    timeZone: event.timeZone,
    zoneChosen: true,
    startsAt: zonedClockOf(event.eventDate, event.timeZone),
    ticketsAvailable: event.ticketsAvailable,
  };
}

/** A new location moves the zone with it, unless the admin chose the zone. */
export function withLocation(draft: EventDraft, location: string): Partial<EventDraft> {
  return draft.zoneChosen ? { location } : { location, timeZone: timeZoneFromLocation(location) };
}

/** The instant the venue-clock start means; null while it is not a whole date and time. */
function eventInstantOf(draft: EventDraft): string | null {
  return instantOfZonedClock(draft.startsAt, draft.timeZone);
}

/** How readers will see the start: 'Mon, Dec 7, 2026, 8:00 PM CST'. */
export function venueTimeLabel(draft: EventDraft): string {
  const instant = eventInstantOf(draft);
  return instant ? formatZonedTime(instant, draft.timeZone) : '';
}

export function eventPayloadOf(draft: EventDraft): Record<string, unknown> {
  return {
    title: draft.title.trim(),
    location: draft.location.trim(),
    artists: draft.artists.trim(),
    timeZone: draft.timeZone,
    eventDate: eventInstantOf(draft) ?? draft.startsAt,
    ticketsAvailable: draft.ticketsAvailable,
  };
}

export function eventMissingOf(draft: EventDraft): string | null {
  return needsToSave([
    draft.title.trim() === '' && 'a title',
    draft.location.trim() === '' && 'a venue and city',
    draft.artists.trim() === '' && 'the line-up',
    eventInstantOf(draft) === null && 'a start date and time',
  ]);
}
