import type { EventView } from '../../../shared/contracts/admin';
import { QUERY_KEYS } from '../../../shared/contracts/query-keys';
import { DEFAULT_IMAGE, type PageLoader } from '../page-load';
import type { PageHead } from '../../../shared/contracts/page-head';
import { itemList, musicEvent } from '../structured-data';

export function head(events: EventView[], siteUrl: string): PageHead {
  return {
    title: 'Events',
    description: 'Upcoming hip hop shows, festivals and listening parties, with tickets and calendar files.',
    path: '/events',
    type: 'website',
    image: DEFAULT_IMAGE,
    structuredData: [
      itemList(
        siteUrl,
        'Events',
        events.map((event) => ({ path: `/events#event-${event.id}`, name: event.title })),
      ),
      ...events.map((event) => musicEvent(siteUrl, event)),
    ],
  };
}

export const load: PageLoader = async ({ reads, siteUrl }) => {
  const events = await reads.eventList();
  return { status: 200, queries: [{ queryKey: QUERY_KEYS.events, data: events }], head: head(events, siteUrl) };
};
