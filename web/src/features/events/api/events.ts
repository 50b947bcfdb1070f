import { useQuery } from '@tanstack/react-query';
import type { EventView } from '@api/shared/contracts/admin';
import { PUBLIC_LIST_LIMITS, QUERY_KEYS } from '@api/shared/contracts/query-keys';
import { getJson } from '../../../lib/api-client';

/** The listed events (upcoming first, then past), as the events page and the home section show them. */
export function useEvents() {
  return useQuery({
    queryKey: QUERY_KEYS.events,
    queryFn: () => getJson<EventView[]>(`/api/events?limit=${PUBLIC_LIST_LIMITS.events}`),
  });
}

/** The .ics file of one event, for the reader's calendar. */
export const eventCalendarUrl = (id: number): string => `/api/events/${id}/ics`;
/** Every event as one calendar a calendar app subscribes to. */
export const EVENTS_CALENDAR_URL = '/events.ics';
