import type { EventView } from '@api/shared/contracts/admin';
import { EventCard } from './event-card';

/** Shows as a grid of cards, in the order given. */
export function EventGrid({ events, className }: { events: EventView[]; className: string }) {
  return (
    <ul className={className}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
