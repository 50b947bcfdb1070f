import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { JOB_LABELS } from '@api/shared/contracts/job-names';
import { SOURCE_FAILURE_ALERT_RUNS, type TrendDay } from '@api/shared/contracts/admin-trends';
import { Badge } from '../../../../components/ui/badge';
import { secondaryButton } from '../../../../components/ui/styles';
import { errorMessage } from '../../../../lib/api-error';
import {
  EMPTY_STATS,
  DASHBOARD_STATS_POLL_MS,
  useAdminOverview,
  useAdminStats,
  useAdminTrends,
  useFailingSources,
} from '../../api/dashboard';
import { useRecentJobs } from '../../api/jobs';
import { useSources } from '../../api/sources';
import { countOf } from '@api/shared/domain/plural';
import type { DashboardTab } from './dashboard-tabs';

const TrendChart = lazy(() => import('./trend-chart'));

const QUICK_ACTIONS: { label: string; tab: DashboardTab }[] = [
  { label: 'Manage Articles', tab: 'Articles' },
  { label: 'Manage Artists', tab: 'Artists' },
  { label: 'Manage Releases', tab: 'Releases' },
  { label: 'Manage Events', tab: 'Events' },
];

const LATEST_JOBS = 5;
const panel = 'rounded-sm border border-zinc-800 bg-zinc-950 p-4 sm:p-5';
const panelTitle = 'font-display text-lg uppercase tracking-wide text-white';

/**
 * Overview: the five real counts, the subscriber numbers, trends over 30 days,
 * the latest jobs and failing sources, Quick Actions and the Platform Status
 * from the server's health checks.
 */
export function OverviewTab({ onNavigate }: { onNavigate: (tab: DashboardTab) => void }) {
  const overview = useAdminOverview();
  const stats = useAdminStats(DASHBOARD_STATS_POLL_MS).data ?? EMPTY_STATS;
  const data = overview.data;
  const cards = [
    { label: 'Total Articles', value: data?.totalArticles },
    { label: 'Featured Artists', value: data?.featuredArtists },
    { label: 'New Releases', value: data?.newReleases },
    { label: 'Upcoming Events', value: data?.upcomingEvents },
    { label: 'Newsletters', value: data?.newsletters },
  ];

  return (
    <div className="space-y-6">
      <ul
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 [&>li:last-child]:col-span-2 sm:[&>li:last-child]:col-span-1"
        aria-label="Content counts"
      >
        {cards.map((card) => (
          <li key={card.label} className="rounded-sm border border-zinc-800 bg-zinc-950 px-4 py-3">
            <p className="text-[11px] font-black uppercase tracking-wider text-zinc-300">{card.label}</p>
            <p className="mt-1 font-display text-3xl text-white" data-testid={`count-${card.label}`}>
              {card.value ?? (overview.isError ? '–' : '…')}
            </p>
          </li>
        ))}
      </ul>

      <dl
        className="flex flex-wrap gap-x-8 gap-y-2 rounded-sm border border-zinc-800 bg-zinc-950 px-4 py-3 text-sm"
        aria-label="Subscriber numbers"
      >
        <div className="flex gap-2">
          <dt className="text-zinc-300">Total Subscribers</dt>
          <dd className="font-black text-white" data-testid="dashboard-total-subscribers">
            {stats.totalSubscribers}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-zinc-300">Daily Visitors (24h)</dt>
          <dd className="font-black text-white">{stats.dailyVisitors}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-zinc-300">Credit Program</dt>
          <dd className="font-black text-white">
            {stats.creditProgramYes} yes / {stats.creditProgramNo} no
          </dd>
        </div>
      </dl>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TrendsPanel />
        <LatestJobsPanel onOpen={() => onNavigate('Automation')} />
      </div>

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <FailingSourcesPanel />
        <div className="space-y-6">
          <section aria-labelledby="quick-actions" className={panel}>
            <h2 id="quick-actions" className={panelTitle}>
              Quick Actions
            </h2>
            <div className="mt-3 grid grid-cols-2 gap-2">
              {QUICK_ACTIONS.map((action) => (
                <button
                  key={action.tab}
                  type="button"
                  className={`${secondaryButton} !px-2 text-xs`}
                  onClick={() => onNavigate(action.tab)}
                >
                  {action.label}
                </button>
              ))}
            </div>
          </section>
          <PlatformStatusPanel />
        </div>
      </div>
    </div>
  );
}

function TrendsPanel() {
  const trends = useAdminTrends();
  const days = trends.data?.days ?? [];
  const visitors = days.reduce((sum, day) => sum + day.visitors, 0);
  const subscribers = days.reduce((sum, day) => sum + day.subscribers, 0);
  return (
    <section aria-labelledby="trends-title" className={panel} data-testid="trends">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="trends-title" className={panelTitle}>
          Last 30 days
        </h2>
        {trends.data && (
          <dl className="flex gap-6 text-sm">
            <div>
              <dt className="text-[11px] font-black uppercase tracking-wider text-yellow-300">Visitors</dt>
              <dd className="font-display text-2xl text-white">{visitors}</dd>
            </div>
            <div>
              <dt className="text-[11px] font-black uppercase tracking-wider text-purple-300">New subscribers</dt>
              <dd className="font-display text-2xl text-white">{subscribers}</dd>
            </div>
          </dl>
        )}
      </div>
      {trends.isPending ? (
        <div
          className="mt-4 h-64 animate-pulse rounded-sm bg-zinc-900 sm:h-72"
          role="status"
          aria-label="Loading trends"
        />
      ) : trends.isError ? (
        <p role="alert" className="mt-4 text-red-300">
          Could not load the trends. {errorMessage(trends.error, '')}
        </p>
      ) : (
        <>
          <Suspense fallback={<div className="mt-4 h-64 rounded-sm bg-zinc-900 sm:h-72" />}>
            <div className="mt-4">
              <TrendChart days={days} />
            </div>
          </Suspense>
          <TrendTable days={days} />
        </>
      )}
    </section>
  );
}

/** The chart's numbers for screen readers: the drawing itself is hidden from them. */
function TrendTable({ days }: { days: TrendDay[] }) {
  // The wrapper hides it: a table will not shrink to sr-only's 1 px itself.
  return (
    <div className="sr-only">
      <table>
        <caption>Visitors and new subscribers per day, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Visitors</th>
            <th scope="col">New subscribers</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td>{day.visitors}</td>
              <td>{day.subscribers}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LatestJobsPanel({ onOpen }: { onOpen: () => void }) {
  const recent = useRecentJobs();
  const jobs = (recent.data ?? []).slice(0, LATEST_JOBS);
  return (
    <section aria-labelledby="latest-jobs" className={`${panel} flex flex-col`}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="latest-jobs" className={panelTitle}>
          Latest jobs
        </h2>
        <button
          type="button"
          className="text-xs font-black uppercase tracking-wider text-yellow-300 hover:underline"
          onClick={onOpen}
        >
          Automation
        </button>
      </div>
      {recent.isPending ? (
        <p className="mt-3 text-sm text-zinc-300">Loading runs...</p>
      ) : recent.isError ? (
        <p className="mt-3 text-sm text-red-300">Could not load recent runs.</p>
      ) : jobs.length === 0 ? (
        <p className="mt-3 text-sm text-zinc-300">No runs yet. Start a scraper or the spotlight from Automation.</p>
      ) : (
        <ul className="mt-3 divide-y divide-zinc-800" aria-label="Latest jobs">
          {jobs.map((job) => (
            <li key={job.id} className="flex items-start justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="text-sm font-bold text-white">{JOB_LABELS[job.name]}</p>
                <p className="line-clamp-2 text-xs text-zinc-300">
                  {job.state === 'failed' ? job.failedReason : (job.result?.message ?? timeOf(job.createdAt))}
                </p>
              </div>
              <Badge color={job.state === 'completed' ? 'green' : job.state === 'failed' ? 'orange' : 'yellow'}>
                {job.state === 'active' ? `${Math.round(job.progress)}%` : job.state}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** No source failed its last fetch: either every one answered, or none has been fetched yet. */
function NoFailingSource() {
  const sources = useSources();
  if (sources.isPending) return <p className="mt-3 text-sm text-zinc-300">Checking sources...</p>;
  const fetched = (sources.data ?? []).some((source) => source.health.lastFetchedAt !== null);
  if (!fetched) {
    return (
      <p className="mt-3 flex items-center gap-2 text-sm text-zinc-200" data-testid="sources-not-fetched">
        <Badge color="grey">Not fetched yet</Badge> No feed has been read yet: the first run reads them all.
      </p>
    );
  }
  return (
    <p className="mt-3 flex items-center gap-2 text-sm text-zinc-200">
      <Badge color="green">OK</Badge> Every feed answered on its last fetch.
    </p>
  );
}

function FailingSourcesPanel() {
  const sources = useFailingSources();
  return (
    <section aria-labelledby="failing-sources" className={panel}>
      <h2 id="failing-sources" className={panelTitle}>
        Failing sources
      </h2>
      {sources.isPending ? (
        <p className="mt-3 text-sm text-zinc-300">Checking sources...</p>
      ) : sources.isError ? (
        <p className="mt-3 text-sm text-red-300">Could not load the sources.</p>
      ) : sources.data.length === 0 ? (
        <NoFailingSource />
      ) : (
        <ul className="mt-3 divide-y divide-zinc-800" aria-label="Failing sources">
          {sources.data.map((source) => (
            <li key={source.url} className="py-2.5">
              <div className="flex flex-wrap items-center gap-2">
                <Badge outline>{source.kind}</Badge>
                <p className="min-w-0 break-all text-sm font-bold text-white">{hostOf(source.url)}</p>
              </div>
              <p className="mt-1 text-xs text-orange-200">{source.lastOutcome.replace(/^failed:\s*/, '')}</p>
              {source.consecutiveFailures > 0 && (
                <p
                  className={`text-xs ${source.consecutiveFailures >= SOURCE_FAILURE_ALERT_RUNS ? 'font-bold text-red-300' : 'text-zinc-300'}`}
                  data-testid="source-failures-in-a-row"
                >
                  {source.consecutiveFailures >= SOURCE_FAILURE_ALERT_RUNS
                    ? `Dead feed: failed ${countOf(source.consecutiveFailures, 'run')} in a row`
                    : `Failed ${countOf(source.consecutiveFailures, 'run')} in a row`}
                </p>
              )}
              {source.lastFetchedAt && (
                <p className="text-xs text-zinc-400">Last tried {timeOf(source.lastFetchedAt)}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link
        href="/admin/sources"
        className="mt-3 inline-block text-sm text-yellow-300 underline-offset-4 hover:underline"
      >
        Manage sources
      </Link>
    </section>
  );
}

function PlatformStatusPanel() {
  const overview = useAdminOverview();
  const platform = overview.data?.platform;
  return (
    <section aria-labelledby="platform-status" className={panel}>
      <h2 id="platform-status" className={panelTitle}>
        Platform Status
      </h2>
      <div className="mt-3 flex flex-wrap gap-2" data-testid="platform-status">
        {!platform ? (
          <Badge outline>{overview.isError ? 'Status unavailable' : 'Checking...'}</Badge>
        ) : (
          <>
            <Badge color={platform.database === 'up' ? 'green' : 'orange'}>
              {platform.database === 'up' ? 'Content Database Connected' : 'Content Database Down'}
            </Badge>
            <Badge color={platform.queue === 'up' ? 'green' : 'orange'}>
              {platform.queue === 'up' ? 'Job Queue Connected' : 'Job Queue Down'}
            </Badge>
            <Badge color="green">Authentication Active</Badge>
            <Badge color="green">Admin Access Granted</Badge>
          </>
        )}
      </div>
    </section>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function timeOf(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
