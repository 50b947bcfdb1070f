import { describe, expect, it } from 'vitest';
import { eventMissingOf, eventPayloadOf, newEventDraft, venueTimeLabel, withLocation } from './event-draft';

describe('the event draft', () => {
  it('takes its zone from the city until one is chosen, and sends the venue-clock time as the instant meant', () => {
    const typed = { ...newEventDraft(), title: 'Club night', artists: 'A, B', startsAt: '2026-12-08T20:00' };
    expect(typed.timeZone).toBe('UTC');
    const inChicago = { ...typed, ...withLocation(typed, 'The Green Signal, Chicago, IL') };
    expect(inChicago.timeZone).toBe('America/Chicago');
    expect(venueTimeLabel(inChicago)).toBe('Tue, Dec 8, 2026, 8:00 PM CST');
    expect(eventPayloadOf(inChicago)).toMatchObject({
      timeZone: 'America/Chicago',
      eventDate: '2026-12-09T02:00:00.000Z',
    });
    expect(eventMissingOf(inChicago)).toBeNull();

    const chosen = { ...inChicago, timeZone: 'America/New_York', zoneChosen: true };
    expect({ ...chosen, ...withLocation(chosen, 'Somewhere, Los Angeles, CA') }.timeZone).toBe('America/New_York');
  });

  it('says what keeps it from saving', () => {
    expect(eventMissingOf(newEventDraft())).toBe(
      'Needs a title, a venue and city, the line-up and a start date and time to save',
    );
  });
});
