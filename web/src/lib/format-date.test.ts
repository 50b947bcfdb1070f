import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date';

// Every fourth hour of a leap year, plus the edges, printed by hand and by Intl must read the same.
const instants = [
  ...Array.from({ length: 366 * 6 }, (_, step) => new Date(Date.UTC(2028, 0, 1, step * 4, (step * 7) % 60))),
  new Date(Date.UTC(1999, 11, 31, 23, 59)),
  new Date(Date.UTC(2026, 8, 5, 0, 0)),
  new Date(Date.UTC(2026, 8, 5, 12, 0)),
];

describe('formatLongDate', () => {
  it('prints what Intl prints for en-US in UTC', () => {
    for (const instant of instants) {
      const expected = instant.toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      expect(formatLongDate(instant.toISOString())).toBe(expected);
    }
  });

  it.each([null, undefined, '', 'not a date'])('is empty for %s', (value) => {
    expect(formatLongDate(value)).toBe('');
  });
});
