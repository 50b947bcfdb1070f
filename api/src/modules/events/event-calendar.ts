import type { EventView } from '../../shared/contracts/admin';

/**
 * Events as iCalendar (RFC 5545), written by hand because the format is a few
 * lines: CRLF line ends, text values escaped, lines longer than 75 octets
 * folded (never inside a UTF-8 character), a stable UID per event and a DTSTAMP.
 */

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

const CRLF = '\r\n';

/**
 * How long an event lasts in a reader's calendar. An event is stored with its
 * start alone; without DTEND a calendar shows a timed event as a zero-length
 * moment (RFC 5545 3.6.1), so each is taken to last an evening's show: three
 * hours from its start.
 */
export const EVENT_DURATION_HOURS = 3;
const MAX_LINE_OCTETS = 75;

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeCalendarText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded at 75 octets: each continuation starts with one space. */
export function foldCalendarLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    // Continuation lines begin with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 2026-12-01T20:00:00.000Z as 20261201T200000Z. */
export function calendarTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** When an event ends in the calendar: EVENT_DURATION_HOURS after it starts. */
export function eventEnd(startIso: string): string {
  return new Date(new Date(startIso).getTime() + EVENT_DURATION_HOURS * 3_600_000).toISOString();
}

function eventLines(event: EventView, siteUrl: string, host: string): string[] {
  const lineUp = event.artists
    .split(',')
    .map((artist) => artist.trim())
    .filter(Boolean)
    .join(', ');
  const tickets = event.ticketsAvailable ? 'Tickets Available' : 'Sold Out';
  return [
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${host}`,
    // When the event was put in our calendar; stable, so an unchanged event gives identical bytes.
    `DTSTAMP:${calendarTime(event.createdAt)}`,
    `DTSTART:${calendarTime(event.eventDate)}`,
    `DTEND:${calendarTime(eventEnd(event.eventDate))}`,
    `SUMMARY:${escapeCalendarText(event.title)}`,
    `LOCATION:${escapeCalendarText(event.location)}`,
    `DESCRIPTION:${escapeCalendarText(lineUp ? `With ${lineUp}. ${tickets}.` : `${tickets}.`)}`,
    `URL:${siteUrl}/events#event-${event.id}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
  ];
}

/** A calendar of these events; one event for a single show's .ics, all of them for the feed. */
export function eventCalendar(events: EventView[], siteUrl: string, name: string): string {
  const host = new URL(siteUrl).host;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//The Cypher//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeCalendarText(name)}`,
    ...events.flatMap((event) => eventLines(event, siteUrl, host)),
    'END:VCALENDAR',
  ];
  return lines.map(foldCalendarLine).join(CRLF) + CRLF;
}
