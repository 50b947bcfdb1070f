/** One song's place in one built week. */
export interface ChartPlacing {
  week: string;
  position: number;
}

export interface ChartRunFacts {
  previousPosition: number | null;
  /** Never on this chart before. */
  isNew: boolean;
  /** On it before, but not the week before. */
  reEntry: boolean;
  weeksOnChart: number;
  peakPosition: number;
}

/**
 * What a song's history says about this week's place. `history` holds its
 * placings in weeks built before `week` (any order); `previousWeek` is the
 * last week built before this one, so a gap in building never reads as a
 * re-entry.
 */
export function chartRunFacts(
  position: number,
  history: readonly ChartPlacing[],
  previousWeek: string | null,
): ChartRunFacts {
  const before = previousWeek ? history.find((placing) => placing.week === previousWeek) : undefined;
  return {
    previousPosition: before?.position ?? null,
    isNew: history.length === 0,
    reEntry: history.length > 0 && !before,
    weeksOnChart: history.length + 1,
    peakPosition: Math.min(position, ...history.map((placing) => placing.position)),
  };
}
