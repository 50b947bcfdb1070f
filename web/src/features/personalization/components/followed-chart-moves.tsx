import { useId } from 'react';
import { Link } from 'wouter';
import { weekBadgeLabel } from '@api/shared/domain/iso-week';
import { textLink } from '../../../components/ui/styles';
import { ChartPlace } from '../../charts/components/chart-place';
import { useFollowedChartMoves } from '../api/chart-moves';

/**
 * Where the artists the reader follows stand on this week's chart, leading
 * their 'For You'. Nothing is shown while they have no song on it.
 */
export function FollowedChartMoves({ sessionId }: { sessionId: string }) {
  const moves = useFollowedChartMoves(sessionId);
  const headingId = useId();
  const entries = moves.data ?? [];
  const week = entries[0]?.week;
  if (!week) return null;
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-sm border border-zinc-800 bg-zinc-950 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="font-display text-xl font-black uppercase text-white">
          Your Artists on the Chart
        </h3>
        <p className="text-sm text-zinc-300">
          {weekBadgeLabel(week)} ·{' '}
          <Link href={`/charts/${week}`} className={textLink}>
            See the full chart
          </Link>
        </p>
      </div>
      <ol aria-label="Your artists on the chart" className="mt-3 divide-y divide-zinc-800">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-center gap-3 py-2">
            <ChartPlace entry={entry} size="small" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-display text-lg uppercase leading-tight text-white">{entry.songTitle}</p>
              <p className="truncate text-sm font-bold text-zinc-300">{entry.artist}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
