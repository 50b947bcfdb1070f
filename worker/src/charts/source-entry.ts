/** One line of a source's chart, as the source gives it. */
export interface SourceEntry {
  rank: number;
  title: string;
  artist: string;
  url: string | null;
  isrc: string | null;
  /** The source's genres for the song; empty when it names none. */
  genres: string[];
  imageUrl: string | null;
}

/** A body a source sent that is not the chart it should be: the source fails with this sentence. */
export class UnreadableChartError extends Error {}
