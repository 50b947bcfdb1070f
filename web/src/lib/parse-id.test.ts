import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date';
import { parseId } from './parse-id';

describe('parseId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['999999999', 999999999],
  ])('reads %s', (raw, id) => expect(parseId(raw)).toBe(id));

  it.each([undefined, '', '0', '-1', 'abc', '1.5', '1e3', '1234567890', ' 1'])('rejects %j', (raw) => {
    expect(parseId(raw)).toBeNull();
  });
});

describe('formatLongDate', () => {
  it('writes the long US date and nothing for a missing or broken one', () => {
    expect(formatLongDate('2026-03-05T15:00:00Z')).toBe('March 5, 2026');
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('nope')).toBe('');
  });
});
