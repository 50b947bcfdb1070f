/** Events split for a reader: the ones still to come, soonest first; the ones past, most recent first. */
export function splitEventsByDate<T extends { id: number; eventDate: string }>(
  events: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const at = (event: T) => Date.parse(event.eventDate);
  const upcoming = events.filter((event) => at(event) >= now.getTime()).sort((a, b) => at(a) - at(b) || a.id - b.id);
  const past = events.filter((event) => at(event) < now.getTime()).sort((a, b) => at(b) - at(a) || a.id - b.id);
  return { upcoming, past };
}

/** What an event card says about tickets, in the spec's words. */
export function ticketLabel(ticketsAvailable: boolean): 'Tickets Available' | 'Sold Out' {
  return ticketsAvailable ? 'Tickets Available' : 'Sold Out';
}
