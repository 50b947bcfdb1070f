import {
  canonicalTimeZone,
  formatZonedTime,
  instantOfZonedClock,
  timeZoneFromLocation,
  timeZoneNames,
  zonedClockOf,
} from './time-zones';

describe('venue time zones', () => {
  it('accepts IANA names in any case, spelled as the database spells them, and refuses the rest', () => {
    expect(canonicalTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(canonicalTimeZone('america/chicago')).toBe('America/Chicago');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone(' AMERICA/CHICAGO ')).toBe('America/Chicago'); // asked again: the kept answer
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull(); // a refusal is not kept as an answer
    expect(canonicalTimeZone('')).toBeNull();
    expect(timeZoneNames()[0]).toBe('UTC');
    expect(timeZoneNames()).toContain('America/Chicago');
  });

  it('shows a Chicago club show at 8 PM local with its zone', () => {
    expect(formatZonedTime('2026-12-08T02:00:00Z', 'America/Chicago')).toBe('Mon, Dec 7, 2026, 8:00 PM CST');
    expect(formatZonedTime('2026-07-08T01:00:00Z', 'America/Chicago')).toBe('Tue, Jul 7, 2026, 8:00 PM CDT');
    expect(formatZonedTime('2026-12-08T02:00:00Z', 'UTC')).toBe('Tue, Dec 8, 2026, 2:00 AM UTC');
    expect(formatZonedTime('not a date', 'UTC')).toBe('');
  });

  it('reads the zone a location names at its end, else UTC', () => {
    expect(timeZoneFromLocation('The Green Signal Jazz Club, Chicago, IL')).toBe('America/Chicago');
    expect(timeZoneFromLocation('Pier 9 Warehouse, Brooklyn, NY')).toBe('America/New_York');
    expect(timeZoneFromLocation('Southwark Vaults, London, UK')).toBe('Europe/London');
    expect(timeZoneFromLocation('Freedom Park, Lagos, Nigeria')).toBe('Africa/Lagos');
    expect(timeZoneFromLocation('Somewhere')).toBe('UTC');
    expect(timeZoneFromLocation(null)).toBe('UTC');
  });

  it("turns the venue's clock into an instant and back, across a DST change", () => {
    expect(instantOfZonedClock('2026-12-07T20:00', 'America/Chicago')).toBe('2026-12-08T02:00:00.000Z');
    expect(instantOfZonedClock('2026-07-07T20:00', 'America/Chicago')).toBe('2026-07-08T01:00:00.000Z');
    expect(instantOfZonedClock('2026-03-29T12:00', 'Europe/London')).toBe('2026-03-29T11:00:00.000Z');
    expect(instantOfZonedClock('tomorrow', 'UTC')).toBeNull();
    expect(zonedClockOf('2026-12-08T02:00:00.000Z', 'America/Chicago')).toBe('2026-12-07T20:00');
    expect(zonedClockOf('2026-12-08T02:00:00.000Z', 'UTC')).toBe('2026-12-08T02:00');
  });
});
