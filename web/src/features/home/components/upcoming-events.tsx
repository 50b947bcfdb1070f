import { Link } from 'wouter';
import { splitEventsByDate } from '@api/shared/domain/event-schedule';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import { secondaryButton } from '../../../components/ui/styles';
import { useNow } from '../../../lib/clock';
import { useEvents } from '../../events/api/events';
import { EventCard } from '../../events/components/event-card';
import { SectionHeading } from './section-heading';

const NEXT_EVENTS = 3;
const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The home page's 'events' target: the next three shows, and the way to all of them. */
export function UpcomingEvents() {
  const events = useEvents();
  const now = useNow();
  const upcoming = events.data ? splitEventsByDate(events.data, now).upcoming.slice(0, NEXT_EVENTS) : [];
  return (
    <section id="events" aria-labelledby="events-title" className="mx-auto max-w-6xl scroll-mt-24 px-4 py-12">
      <SectionHeading
        id="events-title"
        kicker="Live"
        action={
          <Link href="/events" className={secondaryButton}>
            All Events
          </Link>
        }
      >
        Upcoming Events
      </SectionHeading>
      {events.isPending ? (
        <SkeletonList
          label="Loading events"
          count={NEXT_EVENTS}
          className={grid}
          itemClassName="space-y-3 rounded-sm border border-zinc-800 p-5"
          lines={['h-4 w-40', 'h-7 w-3/4', 'h-4 w-1/2']}
        />
      ) : events.isError ? (
        <p role="alert" className="text-red-300">
          Unable to load events. Please try again later.
        </p>
      ) : upcoming.length === 0 ? (
        <p className="text-zinc-300">No upcoming events right now. Check back soon.</p>
      ) : (
        <ul className={grid}>
          {upcoming.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
