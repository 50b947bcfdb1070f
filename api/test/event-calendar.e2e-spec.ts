import { insertEvent } from './support/test-data';
import { useTestApp } from './support/use-test-app';

/** An iCalendar body as a calendar app reads it: unfolded content lines, property name to raw values. */
function parseCalendar(body: string): { events: Record<string, string>[]; calendar: Record<string, string> } {
  expect(body.endsWith('\r\n')).toBe(true);
  // Every line ends in CRLF: no bare LF anywhere.
  expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const physical = body.slice(0, -2).split('\r\n');
  for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const calendar: Record<string, string> = {};
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1);
    if (name === 'BEGIN' && value === 'VEVENT') current = {};
    else if (name === 'END' && value === 'VEVENT') {
      events.push(current!);
      current = null;
    } else (current ?? calendar)[name] = value;
  }
  return { events, calendar };
}

const unescape = (value: string) =>
  value.replace(/\\([\\;,n])/gi, (_, character: string) => (character.toLowerCase() === 'n' ? '\n' : character));

describe('event calendars', () => {
  const t = useTestApp();

  it('serves one event as valid iCalendar: escaped text, folded lines, UID, DTSTAMP, DTSTART, DTEND', async () => {
    const title = 'Summer Jam; Night One, with a very long name that must be folded across several lines — Ünïcödé';
    const id = await insertEvent(t.dataSource, {
      title,
      location: 'Madison Square Garden, New York\nGate B',
      artists: 'Lil Sable, Kendrick',
      eventDate: new Date('2026-12-05T20:00:00Z'),
      ticketsAvailable: false,
    });

    const response = await t.http().get(`/api/events/${id}/ics`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const { events, calendar } = parseCalendar(response.text);
    expect(calendar).toEqual(expect.objectContaining({ VERSION: '2.0', PRODID: expect.any(String) }));
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event.UID).toMatch(new RegExp(`^event-${id}@`));
    expect(event.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    expect(event.DTSTART).toBe('20261205T200000Z');
    expect(event.DTEND).toBe('20261205T230000Z');
    expect(unescape(event.SUMMARY)).toBe(title);
    expect(event.LOCATION).toBe('Madison Square Garden\\, New York\\nGate B');
    expect(unescape(event.DESCRIPTION)).toBe('With Lil Sable, Kendrick. Sold Out.');

    await t.http().get('/api/events/999999/ics').expect(404);
    await t.http().get('/api/events/abc/ics').expect(400);
  });

  it('serves every event in the /events.ics feed', async () => {
    const soon = await insertEvent(t.dataSource, { title: 'Soon', eventDate: new Date(Date.now() + 86_400_000) });
    const later = await insertEvent(t.dataSource, { title: 'Later', eventDate: new Date(Date.now() + 9 * 86_400_000) });
    const response = await t.http().get('/events.ics').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const { events } = parseCalendar(response.text);
    expect(events.map((event) => event.UID.split('@')[0])).toEqual([`event-${soon}`, `event-${later}`]);
    expect(new Set(events.map((event) => event.UID)).size).toBe(2);
  });
});
