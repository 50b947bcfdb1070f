import type { EventView } from '../../shared/contracts/admin';
import { escapeCalendarText, eventCalendar, foldCalendarLine } from './event-calendar';

/** A one-event calendar from cypher.example: a New York show on 5 December 2026 at 20:00 UTC unless told otherwise. */
const calendarOf = (event: Partial<EventView> & Pick<EventView, 'id'>): string =>
  eventCalendar(
    [
      {
        title: 'Show',
        location: 'NYC',
        artists: '',
        eventDate: '2026-12-05T20:00:00.000Z',
        timeZone: 'America/New_York',
        ticketsAvailable: false,
        createdAt: '2026-11-01T10:00:00.000Z',
        ...event,
      },
    ],
    'https://cypher.example',
    'Events',
  );

describe('event calendar', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeCalendarText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds lines at 75 octets without splitting a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const parts = foldCalendarLine(line).split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('writes a calendar with CRLF line ends, a UID per event and DTSTAMP', () => {
    const body = calendarOf({ id: 7, title: 'Show', location: 'NYC', artists: 'A, B', ticketsAvailable: true });
    expect(body.split('\r\n')).toEqual(
      expect.arrayContaining([
        'UID:event-7@cypher.example',
        'DTSTAMP:20261101T100000Z',
        'DTSTART:20261205T200000Z',
        'DTEND:20261205T230000Z',
        'DESCRIPTION:With A\\, B. Tickets Available.',
      ]),
    );
    expect(body.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('ends each event three hours after it starts, across midnight too', () => {
    const body = calendarOf({
      id: 8,
      title: 'Late Show',
      location: 'LA',
      artists: '',
      eventDate: '2026-12-31T22:30:00.000Z',
      timeZone: 'America/Los_Angeles',
    });
    const lines = body.split('\r\n');
    expect(lines).toContain('DTEND:20270101T013000Z');
    expect(lines.indexOf('DTEND:20270101T013000Z')).toBe(lines.indexOf('DTSTART:20261231T223000Z') + 1);
  });
});
