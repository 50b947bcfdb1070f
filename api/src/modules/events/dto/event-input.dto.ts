import { IsNotEmpty } from 'class-validator';
import { IsIsoInstant, OptionalBoolean, OptionalTimeZone, RequiredText } from '../../../http/field-rules';
import { PatchOf } from '../../../http/patch-of';

export const EVENT_DATE_REQUIRED = 'Event date is required';
const EVENT_DATE_FORMAT = 'Event date must be a date and time with a time zone, e.g. 2026-06-01T20:00:00.000Z';

/**
 * The admin "create event" form. The browser turns the local date and time the
 * admin typed into an ISO instant (with its offset), so the server stores the
 * moment the admin meant whatever the server's time zone.
 */
export class CreateEventDto {
  @RequiredText('Title', 300)
  title: string;

  @RequiredText('Location', 300)
  location: string;

  /** Comma-separated line-up. */
  @RequiredText('Artists', 2_000)
  artists: string;

  @IsNotEmpty({ message: EVENT_DATE_REQUIRED })
  @IsIsoInstant(EVENT_DATE_FORMAT)
  eventDate: string;

  @OptionalBoolean('Tickets available')
  ticketsAvailable?: boolean;

  /** The venue's IANA zone; left out on create, the one the location names, else UTC. */
  @OptionalTimeZone('Time zone')
  timeZone?: string;
}

/** PATCH: any subset of the create fields; required ones may not be blanked. */
export class UpdateEventDto extends PatchOf(CreateEventDto) {}
