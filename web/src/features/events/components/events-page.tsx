import type { EventView } from '@api/shared/contracts/admin';
import { splitEventsByDate } from '@api/shared/domain/event-schedule';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import { secondaryButton } from '../../../components/ui/styles';
import { useNow } from '../../../lib/clock';
import { useDocumentHead } from '../../../lib/document-head';
import { EVENTS_CALENDAR_URL, useEvents } from '../api/events';
import { EventGrid } from './event-grid';

const grid = 'mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** /events: upcoming shows soonest first; past ones below, folded away. */
export default function EventsPage() {
  useDocumentHead(
    'Events',
    'Upcoming hip hop shows, festivals and listening parties, with tickets and calendar files.',
  );
  const events = useEvents();
  const now = useNow();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-zinc-800 pb-6">
        <div>
          <p className="text-xs font-black uppercase tracking-[0.3em] text-yellow-300">Live</p>
          <h1 className="font-display text-5xl uppercase leading-none tracking-tight text-white sm:text-7xl">Events</h1>
          <p className="mt-3 text-lg text-zinc-300">Shows, festivals and listening parties worth the trip.</p>
        </div>
        <a href={EVENTS_CALENDAR_URL} className={secondaryButton}>
          Subscribe to calendar
        </a>
      </header>
      {events.isPending ? (
        <SkeletonList
          label="Loading events"
          count={3}
          className={grid}
          itemClassName="space-y-3 rounded-sm border border-zinc-800 p-5"
          lines={['h-4 w-40', 'h-7 w-3/4', 'h-4 w-1/2', 'h-4 w-1/3']}
        />
      ) : events.isError ? (
        <p role="alert" className="mt-8 text-red-300">
          Unable to load events. Please try again later.
        </p>
      ) : events.data.length === 0 ? (
        <div className="mt-16 text-center">
          <h2 className="font-display text-3xl font-black uppercase text-white">No Events Yet</h2>
          <p className="mt-3 text-zinc-300">Check back soon for upcoming shows and festivals.</p>
        </div>
      ) : (
        <EventSections {...splitEventsByDate(events.data, now)} />
      )}
    </div>
  );
}

function EventSections({ upcoming, past }: { upcoming: EventView[]; past: EventView[] }) {
  return (
    <>
      <section aria-labelledby="upcoming-title" className="mt-8">
        <h2 id="upcoming-title" className="font-display text-3xl font-black uppercase text-white">
          Upcoming
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-4 text-zinc-300">No upcoming events right now. Check back soon.</p>
        ) : (
          <EventGrid events={upcoming} className={grid} />
        )}
      </section>
      {past.length > 0 && (
        <details className="mt-12 border-t border-zinc-800 pt-6">
          <summary className="cursor-pointer font-display text-2xl font-black uppercase text-zinc-200 hover:text-yellow-300 focus-visible:outline-2 focus-visible:outline-yellow-400">
            Past events ({past.length})
          </summary>
          <EventGrid events={past} className={grid} />
        </details>
      )}
    </>
  );
}
