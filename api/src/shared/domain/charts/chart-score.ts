/**
 * How the weekly chart ranks songs: reciprocal rank fusion. Each source that
 * lists a song adds `weight / (RANK_FUSION_K + rank)`; the chart is the songs
 * by that total, highest first. K = 60 keeps one source's number 1 from
 * drowning a song every source lists in its top 20, and a source missing a
 * song simply adds nothing. Ties go to the song with the better best rank,
 * then to the one more sources list, then alphabetically (so a rebuild of the
 * same week gives the same order).
 */
export const RANK_FUSION_K = 60;

/** The chart holds 100 songs at most. */
export const CHART_SIZE = 100;

export interface SourcedRank {
  /** The source's display name ('Apple Music'). */
  source: string;
  rank: number;
  weight: number;
}

export function fusedScore(ranks: readonly SourcedRank[]): number {
  return ranks.reduce((sum, { rank, weight }) => sum + weight / (RANK_FUSION_K + rank), 0);
}

export interface ScoredSong {
  key: string;
  title: string;
  ranks: readonly SourcedRank[];
}

export function rankSongs<S extends ScoredSong>(songs: readonly S[]): (S & { totalScore: number })[] {
  const bestRank = (song: S) => Math.min(...song.ranks.map((r) => r.rank));
  return songs
    .map((song) => ({ ...song, totalScore: fusedScore(song.ranks) }))
    .sort(
      (a, b) =>
        b.totalScore - a.totalScore ||
        bestRank(a) - bestRank(b) ||
        b.ranks.length - a.ranks.length ||
        a.key.localeCompare(b.key),
    );
}
