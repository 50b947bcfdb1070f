import { relativeArticleTime, releaseTimeLabel } from './time-labels';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('relativeArticleTime', () => {
  it.each([
    [0, 'Just now'],
    [HOUR - 1, 'Just now'],
    [HOUR, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [DAY - 1, '23 hours ago'],
    [DAY, '1 day ago'],
    [3 * DAY + 5 * HOUR, '3 days ago'],
    [400 * DAY, '400 days ago'],
  ])('%d ms ago reads %s', (elapsed, label) => {
    expect(relativeArticleTime(ago(elapsed), now)).toBe(label);
  });

  it('reads ISO strings and treats future or broken dates as Just now', () => {
    expect(relativeArticleTime('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeArticleTime(new Date(now.getTime() + DAY), now)).toBe('Just now');
    expect(relativeArticleTime('not a date', now)).toBe('Just now');
  });
});

describe('releaseTimeLabel', () => {
  it.each([
    [0, 'Released Today'],
    [DAY - 1, 'Released Today'],
    [DAY, 'Yesterday'],
    [2 * DAY - 1, 'Yesterday'],
    [2 * DAY, '2 days ago'],
    [7 * DAY - 1, '6 days ago'],
    [7 * DAY, '1 week ago'],
    [14 * DAY - 1, '1 week ago'],
    [14 * DAY, '2 weeks ago'],
    [21 * DAY - 1, '2 weeks ago'],
    [21 * DAY, '3 weeks ago'],
    [365 * DAY, '3 weeks ago'],
  ])('%d ms ago reads %s', (elapsed, label) => {
    expect(releaseTimeLabel(ago(elapsed), now)).toBe(label);
  });

  it('treats upcoming releases as today', () => {
    expect(releaseTimeLabel(new Date(now.getTime() + 3 * DAY), now)).toBe('Released Today');
  });
});
