import { splitEventsByDate } from '@api/shared/domain/event-schedule';
import { useNow } from '../../../lib/clock';
import { useEvents } from '../../events/api/events';
import { EventGrid } from '../../events/components/event-grid';
import { HomeSection } from './home-section';
import { EVENTS_GRID, NEXT_EVENTS } from './home-sections';

/** The home page's 'events' target: the next three shows, and the way to all of them. */
export function UpcomingEvents() {
  const events = useEvents();
  const now = useNow();
  const upcoming = events.data && splitEventsByDate(events.data, now).upcoming.slice(0, NEXT_EVENTS);
  return (
    <HomeSection section="events" query={{ ...events, data: upcoming }}>
      {(shows) => <EventGrid events={shows} className={EVENTS_GRID} />}
    </HomeSection>
  );
}
