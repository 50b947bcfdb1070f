import { describe, expect, it } from 'vitest';
import { splitEventsByDate, ticketLabel } from '@api/shared/domain/event-schedule';

const now = new Date('2026-11-24T12:00:00Z');
const event = (id: number, eventDate: string) => ({ id, eventDate });

describe('splitEventsByDate', () => {
  it('puts upcoming events soonest first and past events most recent first', () => {
    const { upcoming, past } = splitEventsByDate(
      [
        event(1, '2026-12-10T20:00:00Z'),
        event(2, '2026-10-01T20:00:00Z'),
        event(3, '2026-11-25T20:00:00Z'),
        event(4, '2026-11-20T20:00:00Z'),
      ],
      now,
    );
    expect(upcoming.map((e) => e.id)).toEqual([3, 1]);
    expect(past.map((e) => e.id)).toEqual([4, 2]);
  });

  it('counts an event starting right now as upcoming, and orders equal dates by id', () => {
    const { upcoming, past } = splitEventsByDate(
      [event(9, now.toISOString()), event(5, now.toISOString()), event(6, '2026-11-24T11:59:59Z')],
      now,
    );
    expect(upcoming.map((e) => e.id)).toEqual([5, 9]);
    expect(past.map((e) => e.id)).toEqual([6]);
  });

  it('words tickets as the spec does', () => {
    expect(ticketLabel(true)).toBe('Tickets Available');
    expect(ticketLabel(false)).toBe('Sold Out');
  });
});
