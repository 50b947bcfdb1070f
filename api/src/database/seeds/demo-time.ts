/**
 * Demo rows are dated relative to the seed's `now`, so a freshly seeded site
 * always looks current (relative times, 'Released Today', this week's spotlight)
 * whenever it is started, and tests can pin `now`.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A moment `days` days and `hours` hours before `now`. */
export function ago(now: Date, days: number, hours = 0): Date {
  return new Date(now.getTime() - days * DAY_MS - hours * HOUR_MS);
}

/** A moment `days` days after `now`, at `utcHour`:00 UTC of that day (shows start on the hour). */
export function daysAhead(now: Date, days: number, utcHour: number): Date {
  const day = new Date(now.getTime() + days * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), utcHour));
}
