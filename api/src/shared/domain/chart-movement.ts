/** The chart a reader sees first. */
export const DEFAULT_CHART_GENRE = 'hip-hop';

/** How a song moved since the chart before: new to it, up or down some places, or where it was. */
export type ChartMovement =
  | { kind: 'new' }
  | { kind: 're-entry' }
  | { kind: 'up'; places: number }
  | { kind: 'down'; places: number }
  | { kind: 'same' };

/** A lower position number is a higher place: from 5 to 2 is up 3. */
export function chartMovement(entry: {
  position: number;
  previousPosition: number | null;
  isNew: boolean;
  /** Back on the chart after a week or more away (a weekly chart says so; older rows leave it out). */
  reEntry?: boolean;
}): ChartMovement {
  if (entry.reEntry && !entry.isNew) return { kind: 're-entry' };
  if (entry.isNew || entry.previousPosition === null) return { kind: 'new' };
  const places = entry.previousPosition - entry.position;
  if (places > 0) return { kind: 'up', places };
  if (places < 0) return { kind: 'down', places: -places };
  return { kind: 'same' };
}
