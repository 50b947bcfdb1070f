/**
 * Venue time zones: IANA names (America/Chicago), checked and spelled as the
 * runtime's time zone database spells them, and the clock a show starts at
 * there. Formatters are built once per zone: building one loads locale data.
 */
export const DEFAULT_TIME_ZONE = 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// Kept by the name asked, in lower case (zone names are case-insensitive): finding one builds a formatter, and every
// event card asks on every render. Only names the runtime knows are kept, so the map holds at most its zone database.
const canonicalNames = new Map<string, string>();

/** The zone's canonical IANA name (any case accepted), or null when the runtime knows no such zone. */
export function canonicalTimeZone(name: string): string | null {
  if (typeof name !== 'string' || name.trim() === '' || name.length > 64) return null;
  const key = name.trim().toLowerCase();
  const known = canonicalNames.get(key);
  if (known) return known;
  try {
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone: name.trim() }).resolvedOptions().timeZone;
    canonicalNames.set(key, canonical);
    return canonical;
  } catch {
    return null;
  }
}

/** Every IANA zone the runtime knows, for the admin's picker (UTC first). */
export function timeZoneNames(): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [DEFAULT_TIME_ZONE, ...names.filter((name) => name !== DEFAULT_TIME_ZONE)];
}

/** A US state or Canadian province code at the end of a location ('Chicago, IL'), by its main zone. */
const REGION_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DC: 'America/New_York',
  DE: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
  ON: 'America/Toronto',
  QC: 'America/Toronto',
  BC: 'America/Vancouver',
  AB: 'America/Edmonton',
  UK: 'Europe/London',
  GB: 'Europe/London',
};

/** Countries and cities named in full at the end of a location ('Lagos, Nigeria'). */
const PLACE_ZONES: Record<string, string> = {
  'united kingdom': 'Europe/London',
  england: 'Europe/London',
  london: 'Europe/London',
  scotland: 'Europe/London',
  ireland: 'Europe/Dublin',
  france: 'Europe/Paris',
  paris: 'Europe/Paris',
  germany: 'Europe/Berlin',
  berlin: 'Europe/Berlin',
  netherlands: 'Europe/Amsterdam',
  spain: 'Europe/Madrid',
  italy: 'Europe/Rome',
  sweden: 'Europe/Stockholm',
  nigeria: 'Africa/Lagos',
  lagos: 'Africa/Lagos',
  ghana: 'Africa/Accra',
  'south africa': 'Africa/Johannesburg',
  kenya: 'Africa/Nairobi',
  japan: 'Asia/Tokyo',
  tokyo: 'Asia/Tokyo',
  'south korea': 'Asia/Seoul',
  seoul: 'Asia/Seoul',
  australia: 'Australia/Sydney',
  brazil: 'America/Sao_Paulo',
  mexico: 'America/Mexico_City',
  jamaica: 'America/Jamaica',
  toronto: 'America/Toronto',
  canada: 'America/Toronto',
};

/**
 * The zone a location names at its end ('The Green Signal, Chicago, IL' is
 * America/Chicago), else UTC. A default for the admin to correct, never a guess
 * made silently over what they chose.
 */
export function timeZoneFromLocation(location: string | null | undefined): string {
  const parts = (location ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const part of parts.reverse()) {
    const region = REGION_ZONES[part.toUpperCase()];
    if (region && /^[a-z]{2}$/i.test(part)) return region;
    const place = PLACE_ZONES[part.toLowerCase()];
    if (place) return place;
  }
  return DEFAULT_TIME_ZONE;
}

export interface ZonedTime {
  /** 'Mon, Dec 7, 2026' */
  day: string;
  /** '8:00 PM' */
  clock: string;
  /** 'CST', or an offset ('GMT+1') where the zone has no common abbreviation in English. */
  zone: string;
}

/** When an instant falls on the clock of `timeZone`; null for an unreadable date. */
export function zonedTime(instant: string | Date, timeZone: string): ZonedTime | null {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(
    formatterFor(canonicalTimeZone(timeZone) ?? DEFAULT_TIME_ZONE)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.weekday}, ${parts.month} ${parts.day}, ${parts.year}`,
    clock: `${parts.hour}:${parts.minute} ${parts.dayPeriod}`,
    zone: parts.timeZoneName,
  };
}

/** 'Mon, Dec 7, 2026, 8:00 PM CST'. */
export function formatZonedTime(instant: string | Date, timeZone: string): string {
  const time = zonedTime(instant, timeZone);
  return time ? `${time.day}, ${time.clock} ${time.zone}` : '';
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** A 24-hour numeric clock in `timeZone`, built once per zone like the display formatters. */
function clockFormatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clockFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes `timeZone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    clockFormatterFor(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time ('2026-12-07T20:00') means in `timeZone`, as
 * ISO 8601; null when the text is not such a time. The admin types the venue's
 * clock, whatever zone their own browser is in.
 */
export function instantOfZonedClock(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the wall time read as UTC, then again at the instant it gives, settles across a DST change.
  let instant = wall - offsetMinutes(wall, timeZone) * 60_000;
  instant = wall - offsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant).toISOString();
}

/** The wall-clock time ('2026-12-07T20:00') an instant reads as in `timeZone`, for a datetime-local input. */
export function zonedClockOf(instant: string, timeZone: string): string {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) return '';
  const local = new Date(time + offsetMinutes(time, timeZone) * 60_000);
  return local.toISOString().slice(0, 16);
}
