import { trendDays, utcDay } from './trend-days';

describe('trendDays', () => {
  const now = new Date('2026-11-24T07:30:00Z');

  it('lists every day of the window, oldest first and today last, with zeros where nothing happened', () => {
    const days = trendDays(
      now,
      7,
      [{ date: '2026-11-20', count: 2 }],
      [
        { date: '2026-11-18', count: 5 },
        { date: '2026-11-24', count: 9 },
        { date: '2026-11-01', count: 99 },
      ],
    );
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({ date: '2026-11-18', subscribers: 0, visitors: 5 });
    expect(days[2]).toEqual({ date: '2026-11-20', subscribers: 2, visitors: 0 });
    expect(days[6]).toEqual({ date: '2026-11-24', subscribers: 0, visitors: 9 });
  });

  it('counts days in UTC', () => {
    expect(utcDay(new Date('2026-11-24T23:59:59-05:00'))).toBe('2026-11-25');
    expect(utcDay(now, 29)).toBe('2026-10-26');
  });
});
