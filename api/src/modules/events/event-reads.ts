import type { ListQueryDto, Page } from '../../http/list-query.dto';
import type { EventView } from '../../shared/contracts/admin';
import { toEventView } from './event-view';
import type { EventsService } from './events.service';

/** The public list of events: GET /api/events and the pages the server renders both read it here. */
export async function publicEvents(events: EventsService, query: ListQueryDto): Promise<Page<EventView>> {
  const page = await events.list(query);
  return { ...page, items: page.items.map(toEventView) };
}
