import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MovementMarker } from './movement-marker';

const text = (entry: { position: number; previousPosition: number | null; isNew: boolean; reEntry?: boolean }) =>
  render(<MovementMarker entry={entry} />).container.textContent;

describe('MovementMarker', () => {
  it('shows a climb as up by the places gained (a lower number is a higher place)', () => {
    expect(text({ position: 2, previousPosition: 5, isNew: false })).toBe('▲ 3Up 3');
  });

  it('shows a fall as down by the places lost', () => {
    expect(text({ position: 7, previousPosition: 3, isNew: false })).toBe('▼ 4Down 4');
  });

  it('marks a song new to the chart, flagged or without a previous place', () => {
    expect(text({ position: 1, previousPosition: null, isNew: false })).toBe('NEW');
    expect(text({ position: 4, previousPosition: 9, isNew: true })).toBe('NEW');
  });

  it('marks a song back on the chart after time away as a re-entry, not as new', () => {
    expect(text({ position: 8, previousPosition: null, isNew: false, reEntry: true })).toBe('RERe-entry');
  });

  it('says no change for a song that kept its place', () => {
    expect(text({ position: 6, previousPosition: 6, isNew: false })).toBe('–No change');
  });
});
