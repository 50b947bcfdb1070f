import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso, toPayload, validateValues } from './form-values';
import type { FieldSpec } from './entity-spec';

const fields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'imageUrl', label: 'Image URL', kind: 'url' },
  {
    name: 'eventDate',
    label: 'Event Date',
    kind: 'datetime',
    required: true,
    requiredMessage: 'Event date is required',
  },
  { name: 'ticketsAvailable', label: 'Tickets Available', kind: 'checkbox' },
  { name: 'tags', label: 'Tags', kind: 'tags' },
];

describe('admin form values', () => {
  it('reports each empty required field with its message', () => {
    expect(validateValues(fields, { title: '  ', eventDate: '' })).toEqual({
      title: 'Title is required',
      eventDate: 'Event date is required',
    });
    expect(validateValues(fields, { title: 'x', eventDate: '2030-01-01T10:00' })).toEqual({});
  });

  it('builds the payload: trimmed text, null for emptied optional text, ISO instant, boolean, tag list', () => {
    const payload = toPayload(fields, {
      title: '  Show  ',
      imageUrl: ' ',
      eventDate: '2030-06-01T20:00',
      ticketsAvailable: false,
      tags: ' trap, drill ,, ',
    });
    expect(payload).toEqual({
      title: 'Show',
      imageUrl: null,
      eventDate: new Date('2030-06-01T20:00').toISOString(),
      ticketsAvailable: false,
      tags: ['trap', 'drill'],
    });
  });

  it('round-trips a local date and time through the stored instant', () => {
    expect(isoToLocalInput(localInputToIso('2030-06-01T20:15'))).toBe('2030-06-01T20:15');
    expect(isoToLocalInput(null)).toBe('');
  });
});
