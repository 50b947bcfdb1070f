import { useLocation } from 'wouter';
import type { ChartWeekView } from '@api/shared/contracts/charts';
import { chartPageWords } from '@api/shared/domain/charts/chart-page-words';
import { weekBadgeLabel } from '@api/shared/domain/iso-week';
import { NotFoundPanel } from '../../../components/ui/not-found-panel';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import { errorStatus } from '../../../lib/api-error';
import { useDocumentHead } from '../../../lib/document-head';
import { useChart, useChartWeeks } from '../api/chart';
import { ChartRow } from './chart-row';

/** A week's hip hop chart (the latest built when no week is named), with a week picker and each song's movement. */
export function ChartView({ week }: { week?: string }) {
  const chart = useChart(week);
  const weeks = useChartWeeks();
  const shownWeek = week ?? chart.data?.[0]?.week ?? null;
  const words = chartPageWords(week ?? null);
  const missing = week !== undefined && chart.isError && [400, 404].includes(errorStatus(chart.error) ?? 0);
  useDocumentHead(
    missing ? 'Chart Not Found' : words.title,
    missing ? 'The weekly hip hop chart on The Cypher.' : words.description,
  );
  if (missing) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <NotFoundPanel
          title="Chart Not Found"
          message={`No chart was built for ${week}.`}
          backHref="/charts"
          backLabel="This Week's Chart"
          className="py-16 text-center"
        />
      </div>
    );
  }
  const built = shownWeek ? weeks.data?.find((entry) => entry.week === shownWeek) : undefined;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <header className="border-b border-zinc-800 pb-6">
        <p className="text-xs font-black uppercase tracking-[0.3em] text-yellow-300">
          Hip hop{shownWeek ? ` · ${weekBadgeLabel(shownWeek)}` : ''}
        </p>
        <h1 className="font-display text-5xl uppercase leading-none tracking-tight text-white sm:text-7xl">
          Streaming Chart
        </h1>
        <p className="mt-3 text-lg text-zinc-300">
          {week
            ? `Where every song stood in ${weekBadgeLabel(week)}, how far it had moved, and how long it had held on.`
            : 'Where every song stands this week, how far it moved, and how long it has held on.'}
        </p>
        {weeks.data && weeks.data.length > 0 && <WeekPicker weeks={weeks.data} current={shownWeek} />}
      </header>
      {built && built.failedSources.length > 0 && (
        <p
          role="note"
          className="mt-4 rounded-sm border border-orange-400/60 bg-orange-950/40 px-4 py-2 text-sm text-orange-100"
        >
          {built.failedSources.map((failure) => `${failure.source} unavailable this week`).join(' · ')}
        </p>
      )}
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

function WeekPicker({ weeks, current }: { weeks: ChartWeekView[]; current: string | null }) {
  const [, navigate] = useLocation();
  return (
    <label className="mt-4 flex items-center gap-3 text-sm font-bold text-zinc-300">
      Week
      <select
        value={current ?? weeks[0].week}
        onChange={(event) => navigate(`/charts/${event.target.value}`)}
        className="rounded-sm border border-zinc-600 bg-zinc-950 px-3 py-2 text-white focus-visible:outline-2 focus-visible:outline-yellow-400"
      >
        {weeks.map((entry) => (
          <option key={entry.week} value={entry.week}>
            {weekBadgeLabel(entry.week)}
          </option>
        ))}
      </select>
    </label>
  );
}
