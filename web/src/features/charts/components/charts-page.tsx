import type { ChartEntryView } from '@api/shared/contracts/content';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import { textLink } from '../../../components/ui/styles';
import { useDocumentHead } from '../../../lib/document-head';
import { useChart } from '../api/chart';
import { MovementMarker } from './movement-marker';

/** /charts: the streaming chart, by position, with each song's movement and where to hear it. */
export default function ChartsPage() {
  useDocumentHead(
    'Streaming Chart',
    'The hip hop streaming chart: where every song stands this week and how it moved.',
  );
  const chart = useChart();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <header className="border-b border-zinc-800 pb-6">
        <p className="text-xs font-black uppercase tracking-[0.3em] text-yellow-300">Hip hop</p>
        <h1 className="font-display text-5xl uppercase leading-none tracking-tight text-white sm:text-7xl">
          Streaming Chart
        </h1>
        <p className="mt-3 text-lg text-zinc-300">Where every song stands, and how far it moved since last time.</p>
      </header>
      {chart.isPending ? (
        <SkeletonList
          label="Loading chart"
          count={8}
          className="mt-6 space-y-3"
          itemClassName="flex items-center gap-4"
          lines={['h-8 w-10', 'h-12 w-12', 'h-5 w-2/3']}
        />
      ) : chart.isError ? (
        <p role="alert" className="mt-8 text-red-300">
          Unable to load the chart. Please try again later.
        </p>
      ) : chart.data.length === 0 ? (
        <div className="mt-16 text-center">
          <h2 className="font-display text-3xl font-black uppercase text-white">No Chart Yet</h2>
          <p className="mt-3 text-zinc-300">The streaming chart has not been compiled yet. Check back soon.</p>
        </div>
      ) : (
        <ol aria-label="Streaming chart" className="mt-6 divide-y divide-zinc-800 border-y border-zinc-800">
          {chart.data.map((entry) => (
            <ChartRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </div>
  );
}

function ChartRow({ entry }: { entry: ChartEntryView }) {
  const links = [
    { label: 'Spotify', url: entry.spotifyUrl },
    { label: 'Apple Music', url: entry.appleMusicUrl },
    { label: 'YouTube', url: entry.youtubeUrl },
  ].filter((link): link is { label: string; url: string } => Boolean(link.url && /^https?:\/\//i.test(link.url)));
  return (
    <li id={`chart-${entry.position}`} className="flex items-center gap-4 py-4">
      <span className="w-10 shrink-0 text-right font-display text-3xl font-black text-white">{entry.position}</span>
      <span className="w-12 shrink-0 text-center text-sm">
        <MovementMarker entry={entry} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-display text-xl uppercase leading-tight text-white">{entry.songTitle}</p>
        <p className="truncate text-sm font-bold text-zinc-300">
          {entry.artist}
          {entry.album && <span className="font-normal text-zinc-400"> · {entry.album}</span>}
        </p>
        {links.length > 0 && (
          <p className="mt-1 flex flex-wrap gap-x-3 text-xs font-bold text-zinc-300">
            {links.map((link) => (
              <a key={link.label} href={link.url} target="_blank" rel="noopener noreferrer" className={textLink}>
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ))}
          </p>
        )}
      </div>
    </li>
  );
}
