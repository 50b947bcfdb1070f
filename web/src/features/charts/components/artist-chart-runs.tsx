import { useArtistChartRuns } from '../api/chart';
import { ChartRunLine } from './chart-run-line';

/** An artist's songs on the weekly chart, each with its run; nothing when none has charted. */
export function ArtistChartRuns({ artistId }: { artistId: number }) {
  const runs = useArtistChartRuns(artistId);
  if (!runs.data || runs.data.length === 0) return null;
  return (
    <section aria-labelledby="chart-runs" className="mt-12 rounded-sm border border-zinc-800 bg-zinc-950 p-6">
      <h2 id="chart-runs" className="font-display text-3xl font-black uppercase text-white">
        Chart Runs
      </h2>
      <ul className="mt-4 space-y-6">
        {runs.data.map((song) => {
          const peak = Math.min(...song.runs.map((run) => run.position));
          return (
            <li key={song.songId}>
              <p className="font-display text-xl uppercase text-white">{song.songTitle}</p>
              <p className="text-sm text-zinc-300">
                Peak No. {peak} · {song.runs.length} {song.runs.length === 1 ? 'week' : 'weeks'} on the chart
              </p>
              <ChartRunLine title={song.songTitle} runs={song.runs} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
