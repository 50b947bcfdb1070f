import { useState } from 'react';
import { Link } from 'wouter';
import type { ChartEntryView } from '@api/shared/contracts/content';
import { textLink } from '../../../components/ui/styles';
import { useChartSong } from '../api/chart';
import { ChartRunLine } from './chart-run-line';
import { ChartPlace } from './chart-place';

/** One place on the chart: position, movement, song and artist, weeks and peak; opening it shows the song's run. */
export function ChartRow({ entry }: { entry: ChartEntryView }) {
  const [open, setOpen] = useState(false);
  const links = [
    { label: 'Spotify', url: entry.spotifyUrl },
    { label: 'Apple Music', url: entry.appleMusicUrl },
    { label: 'YouTube', url: entry.youtubeUrl },
  ].filter((link): link is { label: string; url: string } => Boolean(link.url && /^https?:\/\//i.test(link.url)));
  const runId = `chart-run-${entry.position}`;
  return (
    <li id={`chart-${entry.position}`} className="py-3">
      <div className="flex items-center gap-3 sm:gap-4">
        <ChartPlace entry={entry} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-display text-xl uppercase leading-tight text-white">{entry.songTitle}</p>
          <p className="truncate text-sm font-bold text-zinc-300">
            {entry.artistId ? (
              <Link href={`/artists/${entry.artistId}`} className={textLink}>
                {entry.artist}
              </Link>
            ) : (
              entry.artist
            )}
            {entry.album && <span className="font-normal text-zinc-300"> · {entry.album}</span>}
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
        {entry.weeksOnChart !== null && (
          <dl className="flex shrink-0 gap-3 text-center text-xs text-zinc-300">
            <div>
              <dt className="uppercase">Peak</dt>
              <dd className="text-base font-black text-white">{entry.peakPosition}</dd>
            </div>
            <div>
              <dt className="uppercase">
                Wks<span className="sr-only"> on chart</span>
              </dt>
              <dd className="text-base font-black text-white">{entry.weeksOnChart}</dd>
            </div>
          </dl>
        )}
      </div>
      {entry.songId !== null && (
        <div className="ml-12 mt-1 sm:ml-16">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={runId}
            onClick={() => setOpen((was) => !was)}
            className="text-xs font-bold uppercase tracking-wider text-yellow-300 underline-offset-4 hover:underline"
          >
            {open ? 'Hide run' : 'Chart run'}
            <span className="sr-only"> of {entry.songTitle}</span>
          </button>
          {open && (
            <div id={runId}>
              <SongRun songId={entry.songId} title={entry.songTitle} sources={entry.sources} />
            </div>
          )}
        </div>
      )}
    </li>
  );
}

function SongRun({ songId, title, sources }: { songId: number; title: string; sources: ChartEntryView['sources'] }) {
  const song = useChartSong(songId, true);
  return (
    <div className="mt-2 rounded-sm border border-zinc-800 bg-zinc-950 p-3">
      {song.isPending ? (
        <p className="text-sm text-zinc-300">Loading the run...</p>
      ) : song.isError ? (
        <p className="text-sm text-red-300">Could not load this song&apos;s run.</p>
      ) : (
        <ChartRunLine title={title} runs={song.data.runs} />
      )}
      {sources.length > 0 && (
        <p className="mt-2 text-xs text-zinc-300">
          This week:{' '}
          {sources.map((source, index) => (
            <span key={source.source}>
              {index > 0 && ' · '}
              {source.source} No. {source.rank}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
