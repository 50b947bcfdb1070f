import { isoDate } from '../../http/iso-date';
import type { EventView } from '../../shared/contracts/admin';
import type { EventEntity } from './event.entity';

export function toEventView(event: EventEntity): EventView {
  return {
    id: event.id,
    title: event.title,
    location: event.location,
    artists: event.artists,
    eventDate: isoDate(event.eventDate),
    ticketsAvailable: event.ticketsAvailable,
    timeZone: event.timeZone,
    createdAt: isoDate(event.createdAt),
  };
}
