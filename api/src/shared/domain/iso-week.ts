/**
 * ISO 8601 weeks, in the spec's 'year-Wnn' form (for example 2026-W07).
 * Weeks start on Monday; week 1 is the week holding the year's first Thursday.
 */
export interface IsoWeek {
  year: number;
  week: number;
}

const WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;
const DAY_MS = 86_400_000;

export function isoWeekOf(date: Date): IsoWeek {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7; // Monday=1 .. Sunday=7
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // the Thursday of this week decides the year
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7);
  return { year: day.getUTCFullYear(), week };
}

export function formatIsoWeek({ year, week }: IsoWeek): string {
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export function currentIsoWeek(now: Date = new Date()): string {
  return formatIsoWeek(isoWeekOf(now));
}

export function weeksInYear(year: number): number {
  // December 28th is always in the last ISO week of its year.
  return isoWeekOf(new Date(Date.UTC(year, 11, 28))).week;
}

/** Parses 'YYYY-Wnn'; returns null for anything malformed or for a week the year does not have. */
export function parseIsoWeek(value: string): IsoWeek | null {
  const match = WEEK_PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const week = Number(match[2]);
  if (week < 1 || week > weeksInYear(year)) return null;
  return { year, week };
}

/** Monday 00:00 UTC of an ISO week. */
export function isoWeekStart({ year, week }: IsoWeek): Date {
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const jan4Weekday = jan4.getUTCDay() || 7;
  const week1Monday = jan4.getTime() - (jan4Weekday - 1) * DAY_MS;
  return new Date(week1Monday + (week - 1) * 7 * DAY_MS);
}

/** The week `offset` weeks after (or before, when negative) the given one. */
export function shiftIsoWeek(week: IsoWeek, offset: number): IsoWeek {
  return isoWeekOf(new Date(isoWeekStart(week).getTime() + offset * 7 * DAY_MS));
}

/** The spotlight badge: 'Week 07, 2026'. */
export function weekBadgeLabel(value: string): string {
  const parsed = parseIsoWeek(value);
  if (!parsed) return value;
  return `Week ${String(parsed.week).padStart(2, '0')}, ${parsed.year}`;
}
