import type { EventEntity } from '../../modules/events/event.entity';
import { timeZoneFromLocation } from '../../shared/domain/time-zones';
import { daysAhead } from './demo-time';

export type EventRow = Omit<EventEntity, 'id' | 'createdAt'>;

interface EventDraft {
  title: string;
  location: string;
  artists: string[];
  /** Days from the seed's `now` (negative: already happened) and the UTC start hour. */
  inDays: number;
  utcHour: number;
  soldOut?: boolean;
}

/* Venues and line-ups are invented; one show is already past so 'upcoming' filters have something to drop. */
const DRAFTS: EventDraft[] = [
  {
    title: 'Soft Launch Listening Party',
    location: 'Lantern Room Records, Oakland, CA',
    artists: ['Yara Solstice'],
    inDays: -2,
    utcHour: 3,
  },
  {
    title: 'Peckham Weather Live',
    location: 'Southwark Vaults, London, UK',
    artists: ['Saint Ossie', 'Pilot Kaya'],
    inDays: 6,
    utcHour: 20,
    soldOut: true,
  },
  {
    title: 'Blue Line Sermons: An Evening With the Quartet',
    location: 'The Green Signal Jazz Club, Chicago, IL',
    artists: ['Odell Quarters', 'Lark Ashby'],
    inDays: 11,
    utcHour: 2,
  },
  {
    title: 'Foundry Forever Benefit Show',
    location: 'The Foundry on Edgewood, Atlanta, GA',
    artists: ['Tavi Noir', 'Felix Bando', 'Kilo Marisol'],
    inDays: 15,
    utcHour: 1,
    soldOut: true,
  },
  {
    title: 'Cypher Fest: Winter Edition',
    location: 'Pier 9 Warehouse, Brooklyn, NY',
    artists: ['Yara Solstice', 'Saint Ossie', 'Mirror Theory', 'Felix Bando', 'Jetta Moon', 'Pilot Kaya'],
    inDays: 24,
    utcHour: 18,
  },
  {
    title: 'Bass & Brass Night',
    location: 'The Parish Hall, New Orleans, LA',
    artists: ['Rook Calloway', 'Jetta Moon'],
    inDays: 31,
    utcHour: 2,
  },
  {
    title: 'Lowrider Lullabies Car Show & Concert',
    location: 'Hollenbeck Lot, Los Angeles, CA',
    artists: ['Cisco Verde', 'Amari Tenfold', 'Dusty Almanac'],
    inDays: 45,
    utcHour: 22,
  },
];

export function buildDemoEvents(now: Date): EventRow[] {
  return DRAFTS.map((draft) => ({
    title: draft.title,
    location: draft.location,
    artists: draft.artists.join(', '),
    eventDate: daysAhead(now, draft.inDays, draft.utcHour),
    ticketsAvailable: !draft.soldOut,
    timeZone: timeZoneFromLocation(draft.location),
  }));
}
