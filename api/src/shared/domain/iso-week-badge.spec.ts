import { currentIsoWeek, parseIsoWeek, weekBadgeLabel } from './iso-week';

describe('ISO week for the spotlight', () => {
  it.each([
    ['2026-01-01T12:00:00Z', '2026-W01'], // a Thursday: week 1
    ['2021-01-03T12:00:00Z', '2020-W53'], // a Sunday still in the last week of 2020
    ['2024-12-30T00:00:00Z', '2025-W01'], // a Monday already in week 1 of 2025
    ['2026-11-21T22:00:00Z', '2026-W47'],
  ])('%s is %s', (date, week) => {
    expect(currentIsoWeek(new Date(date))).toBe(week);
  });

  it('labels the badge Week nn, year and leaves malformed weeks as they are', () => {
    expect(weekBadgeLabel('2026-W07')).toBe('Week 07, 2026');
    expect(weekBadgeLabel('2025-W53')).toBe('2025-W53');
    expect(parseIsoWeek('2020-W53')).toEqual({ year: 2020, week: 53 });
  });
});
