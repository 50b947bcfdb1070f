/** A source that could not be read for a week's chart, and why. */
export interface ChartSourceFailure {
  source: string;
  reason: string;
}

/** GET /api/charts/weeks: one built week, newest first. */
export interface ChartWeekView {
  week: string;
  builtAt: string;
  entries: number;
  failedSources: ChartSourceFailure[];
}

/** GET /api/charts/songs/:songId: a song's positions week by week, oldest first. */
export interface ChartSongRunView {
  songId: number;
  songTitle: string;
  artist: string;
  artistId: number | null;
  runs: { week: string; position: number }[];
}

export type ChartSourceKind = 'apple-music' | 'lastfm' | 'json' | 'csv';

/**
 * Where a generic source keeps each field: a dotted path into each item of
 * the JSON (after `items`, the path to the list) or a CSV column's header.
 */
export interface ChartColumnMapping {
  items?: string;
  title: string;
  artist: string;
  rank?: string;
  url?: string;
  isrc?: string;
  genre?: string;
}

/** An admin's view of one chart source and its health. */
export interface ChartSourceView {
  id: number;
  name: string;
  kind: ChartSourceKind;
  url: string;
  mapping: ChartColumnMapping | null;
  weight: number;
  enabled: boolean;
  lastFetchedAt: string | null;
  lastOutcome: string | null;
  lastStatus: number | null;
  consecutiveFailures: number;
}
