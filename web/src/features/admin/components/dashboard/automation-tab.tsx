import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { JOB_LABELS, JobName, type AdminJobName } from '@api/shared/contracts/job-names';
import type { JobRunView } from '@api/shared/contracts/jobs';
import { runProgressLabel } from '@api/shared/domain/job-progress';
import { Badge } from '../../../../components/ui/badge';
import { primaryButton } from '../../../../components/ui/styles';
import { toast } from '../../../../components/ui/toast-store';
import { errorMessage } from '../../../../lib/api-error';
import { collectionKeys } from '../../api/content';
import { adminKeys } from '../../api/dashboard';
import { isFinished, jobKeys, startJob, useJob, useRecentJobs } from '../../api/jobs';
import { handleUnauthorized, isUnauthorizedError } from '../../api/unauthorized';
import { ReviewQueue } from './review-queue';
import { PercentBar } from '../desk-panel';

interface Automation {
  job: AdminJobName;
  button: string;
  description: string;
  /** Toast titles for the outcome. */
  completed: string;
  /** For a run that found nothing to change (the result says changed: false). */
  unchanged: string;
  failed: string;
  /** The list that changes when the job lands. */
  refetch: string[];
}

const AUTOMATIONS: Automation[] = [
  {
    job: JobName.ScrapeNews,
    button: 'Run News Scraper',
    description: 'Reads the hip hop news feeds and adds new articles.',
    completed: 'News Scraper Completed',
    unchanged: 'News Scraper Completed',
    failed: 'News Scraper Failed',
    refetch: ['/api/articles', '/api/admin/review'],
  },
  {
    job: JobName.ScrapeReleases,
    button: 'Run Release Scraper',
    description: 'Collects fresh singles, albums, EPs and mixtapes.',
    completed: 'Release Scraper Completed',
    unchanged: 'Release Scraper Completed',
    failed: 'Release Scraper Failed',
    refetch: ['/api/releases', '/api/artists'],
  },
  {
    job: JobName.GenerateSpotlight,
    button: 'Generate Spotlight',
    description: "Picks this week's 5 artists (runs by itself every Monday).",
    completed: 'Spotlight Generated',
    unchanged: 'Spotlight Unchanged',
    failed: 'Spotlight Generation Failed',
    refetch: ['/api/artists', '/api/artists/spotlight'],
  },
  {
    job: JobName.DraftWeeklyDigest,
    button: 'Draft Weekly Digest',
    description: "Drafts this week's newsletter for you to review and send (runs by itself every Friday).",
    completed: 'Weekly Digest Drafted',
    unchanged: 'Weekly Digest Already Drafted',
    failed: 'Weekly Digest Failed',
    refetch: ['/api/admin/newsletters'],
  },
  {
    job: JobName.BuildWeeklyChart,
    button: 'Rebuild Weekly Chart',
    description: "Reads the chart sources and builds this week's hip hop chart (runs by itself every Monday).",
    completed: 'Weekly Chart Built',
    unchanged: 'Weekly Chart Unchanged',
    failed: 'Weekly Chart Failed',
    refetch: ['/api/charts', '/api/artists'],
  },
];

/** Automation tab: start a job, watch its progress every 2 s, toast the outcome, list recent runs. */
export function AutomationTab() {
  const recent = useRecentJobs();
  return (
    <div className="space-y-8">
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {AUTOMATIONS.map((automation) => (
          <AutomationCard key={automation.job} automation={automation} />
        ))}
      </ul>
      <ReviewQueue />
      <section aria-labelledby="recent-runs">
        <h2 id="recent-runs" className="font-display text-xl font-black uppercase text-white">
          Recent Runs
        </h2>
        {recent.isPending ? (
          <p className="mt-3 text-zinc-300">Loading runs...</p>
        ) : recent.isError ? (
          <p className="mt-3 text-red-300">Could not load recent runs. {errorMessage(recent.error, '')}</p>
        ) : recent.data.length === 0 ? (
          <p className="mt-3 text-zinc-300">No runs yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-zinc-800 rounded-sm border border-zinc-800" aria-label="Recent runs">
            {recent.data.map((job) => (
              <RunRow key={job.id} job={job} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function AutomationCard({ automation }: { automation: Automation }) {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const job = useJob(jobId);
  const announced = useRef<string | null>(null);

  useEffect(() => {
    const data = job.data;
    if (!data || !isFinished(data) || announced.current === data.id) return;
    announced.current = data.id;
    if (data.state === 'completed') {
      const title = data.result?.changed === false ? automation.unchanged : automation.completed;
      toast({ title, description: data.result?.message || 'Completed successfully' });
    } else {
      toast({ title: automation.failed, description: data.failedReason || 'The job failed.', variant: 'destructive' });
    }
    const keys = [adminKeys.stats, adminKeys.overview, jobKeys.recent, ...automation.refetch.map(collectionKeys.root)];
    void Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    setJobId(null);
  }, [job.data, automation, queryClient]);

  useEffect(() => {
    if (!job.error) return;
    if (isUnauthorizedError(job.error)) handleUnauthorized();
    else
      toast({
        title: automation.failed,
        description: errorMessage(job.error, 'Lost track of the job.'),
        variant: 'destructive',
      });
    // The poll's error comes from outside React (the network): stop polling a job we lost track of.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setJobId(null);
  }, [job.error, automation]);

  const run = async () => {
    setStarting(true);
    try {
      const accepted = await startJob(automation.job);
      announced.current = null;
      setJobId(accepted.jobId);
      void queryClient.invalidateQueries({ queryKey: jobKeys.recent });
    } catch (error) {
      if (isUnauthorizedError(error)) handleUnauthorized();
      else
        toast({
          title: automation.failed,
          description: errorMessage(error, 'Could not start the job.'),
          variant: 'destructive',
        });
    } finally {
      setStarting(false);
    }
  };

  const title = JOB_LABELS[automation.job];
  const running = jobId !== null;
  const progress = Math.max(0, Math.min(100, Math.round(job.data?.progress ?? 0)));
  const retryReason = job.data?.retryReason;
  return (
    <li className="flex flex-col rounded-sm border border-zinc-700 bg-zinc-950 p-5">
      <h2 className="font-display text-xl font-black uppercase text-white">{title}</h2>
      <p className="mt-1 flex-1 text-sm text-zinc-300">{automation.description}</p>
      {running && (
        <div className="mt-4">
          <PercentBar label={`${title} progress`} percent={progress} track="h-2 rounded-full" />
          <p className="mt-1 text-xs text-zinc-300" data-testid="run-progress-label">
            {runProgressLabel(job.data)}
          </p>
          {retryReason && <p className="mt-1 text-xs text-orange-200">Last attempt: {retryReason}</p>}
        </div>
      )}
      <button type="button" className={`${primaryButton} mt-4`} disabled={running || starting} onClick={run}>
        {running || starting ? 'Running...' : automation.button}
      </button>
    </li>
  );
}

function RunRow({ job }: { job: JobRunView }) {
  const outcome = job.state === 'failed' ? job.failedReason : job.result?.message;
  const color = job.state === 'completed' ? 'green' : job.state === 'failed' ? 'orange' : 'yellow';
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
      <div>
        <p className="font-bold text-white">{JOB_LABELS[job.name]}</p>
        {outcome && <p className="text-sm text-zinc-300">{outcome}</p>}
        <p className="text-xs text-zinc-300">
          {new Date(job.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
        </p>
      </div>
      <Badge color={color}>{runStateBadge(job)}</Badge>
    </li>
  );
}

/** 'active 40%', 'retrying 2/3', or the state itself. */
function runStateBadge(job: JobRunView): string {
  if (job.state === 'active') return `active ${Math.round(job.progress)}%`;
  if ((job.state === 'waiting' || job.state === 'delayed') && job.attempt > 1)
    return `retrying ${job.attempt}/${job.maxAttempts}`;
  return job.state;
}
