import type { EventView } from '@api/shared/contracts/admin';
import { ticketLabel } from '@api/shared/domain/event-schedule';
import { Badge } from '../../../components/ui/badge';
import { textLink } from '../../../components/ui/styles';
import { eventCalendarUrl } from '../api/events';
import { EventTime } from './event-time';

/** One show: date, title, line-up, place, tickets, and its calendar file. */
export function EventCard({ event }: { event: EventView }) {
  const lineUp = event.artists
    .split(',')
    .map((artist) => artist.trim())
    .filter(Boolean)
    .join(' · ');
  return (
    <article
      id={`event-${event.id}`}
      className="flex h-full scroll-mt-24 flex-col gap-2 rounded-sm border border-zinc-800 bg-zinc-950 p-5"
    >
      <p className="text-xs font-black uppercase tracking-wider text-yellow-300">
        <EventTime event={event} />
      </p>
      <h3 className="font-display text-2xl uppercase leading-tight text-white">{event.title}</h3>
      {lineUp && <p className="text-sm font-bold text-zinc-200">{lineUp}</p>}
      <p className="text-sm text-zinc-300">{event.location}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-3">
        <Badge color={event.ticketsAvailable ? 'green' : 'grey'}>{ticketLabel(event.ticketsAvailable)}</Badge>
        <a
          href={eventCalendarUrl(event.id)}
          download={`event-${event.id}.ics`}
          className={`text-sm font-bold text-zinc-200 ${textLink}`}
        >
          Add to calendar<span className="sr-only">: {event.title}</span>
        </a>
      </div>
    </article>
  );
}
