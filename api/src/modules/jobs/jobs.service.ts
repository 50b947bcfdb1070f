import { Injectable, NotFoundException } from '@nestjs/common';
import type { Job } from 'bullmq';
import { ADMIN_RUN_QUEUES } from '../../queues/job-definitions';
import { JobName } from '../../queues/job-names';
import { JobProducer } from '../../queues/job-producer';
import { toJobRunView } from '../../queues/job-run-view';
import { QueueName } from '../../queues/queue-names';
import { readJobState } from '../../queues/read-job-state';
import type { JobAccepted, JobRunView } from '../../shared/contracts/jobs';
import { currentIsoWeek } from '../../shared/domain/iso-week';

type ScrapeJob = JobName.ScrapeNews | JobName.ScrapeReleases;

/** How the answer's sentence names each scraper. */
const SCRAPER_LABEL: Record<ScrapeJob, string> = {
  [JobName.ScrapeNews]: 'News scraper',
  [JobName.ScrapeReleases]: 'Release scraper',
};

type WeekJob = JobName.GenerateSpotlight | JobName.BuildWeeklyChart;

/** What the answer says when the run starts, and when one was already pending (the same run is shown then). */
interface RunWords {
  started: string;
  running: string;
}

function acceptedRun(job: { id: string; created: boolean }, words: RunWords): JobAccepted {
  return { jobId: job.id, message: job.created ? words.started : `${words.running}; showing that run.` };
}

const LISTED_STATES = ['active', 'waiting', 'prioritized', 'delayed', 'completed', 'failed'] as const;

/** Starts admin runs (deduplicated while one is pending) and reports on them. */
@Injectable()
export class JobsService {
  constructor(private readonly producer: JobProducer) {}

  async startScrape(name: ScrapeJob, userId?: string): Promise<JobAccepted> {
    const job = await this.producer.enqueue(name, { requestedBy: 'admin', userId });
    const label = SCRAPER_LABEL[name];
    return acceptedRun(job, { started: `${label} started.`, running: `${label} is already running` });
  }

  startSpotlight(week: string | undefined, userId?: string): Promise<JobAccepted> {
    return this.startWeekRun(JobName.GenerateSpotlight, week, userId, (targetWeek) => ({
      started: `Spotlight generation for ${targetWeek} started.`,
      running: `Spotlight generation for ${targetWeek} is already running`,
    }));
  }

  startChartBuild(week: string | undefined, userId?: string): Promise<JobAccepted> {
    return this.startWeekRun(JobName.BuildWeeklyChart, week, userId, (targetWeek) => ({
      started: `Chart build for ${targetWeek} started.`,
      running: `The chart for ${targetWeek} is already being built`,
    }));
  }

  async findRun(id: string): Promise<JobRunView> {
    const view = await this.producer.call(async () => {
      for (const queueName of ADMIN_RUN_QUEUES) {
        const job = await this.producer.queue(queueName).getJob(id);
        if (job) return this.viewOf(job);
      }
      return null;
    });
    if (!view) throw new NotFoundException(`Job ${id} was not found. Finished runs are kept for 7 days.`);
    return view;
  }

  /** The newest runs across the scraping and spotlight queues, newest first. */
  async listRuns(limit: number): Promise<JobRunView[]> {
    const jobs = await this.producer.call(async () => {
      const perQueue = await Promise.all(
        ADMIN_RUN_QUEUES.map((queueName) =>
          this.producer.queue(queueName).getJobs([...LISTED_STATES], 0, limit - 1, false),
        ),
      );
      return perQueue.flat().filter((job): job is Job => Boolean(job));
    });
    const newest = jobs
      .filter((job) => !this.isFutureScheduledRun(job))
      .sort((a, b) => b.timestamp - a.timestamp || String(b.id).localeCompare(String(a.id)))
      .slice(0, limit);
    const views = await this.producer.call(() => Promise.all(newest.map((job) => this.viewOf(job))));
    return views.filter((view): view is JobRunView => view !== null);
  }

  private async viewOf(job: Job): Promise<JobRunView | null> {
    const read = await readJobState(this.producer.queue(job.queueName as QueueName), job);
    return toJobRunView(read.job, read.state);
  }

  /** A run about one ISO week: the one asked for, else the current one. */
  private async startWeekRun(
    name: WeekJob,
    week: string | undefined,
    userId: string | undefined,
    words: (targetWeek: string) => RunWords,
  ): Promise<JobAccepted> {
    const targetWeek = week ?? currentIsoWeek();
    const job = await this.producer.enqueue(name, { requestedBy: 'admin', userId, week: targetWeek });
    return acceptedRun(job, words(targetWeek));
  }

  /** Next Monday's scheduled spotlight sits in the queue as 'delayed'; it is not a run yet. */
  private isFutureScheduledRun(job: Job): boolean {
    return Boolean(job.repeatJobKey) && job.attemptsMade === 0 && job.processedOn === undefined && job.delay > 0;
  }
}
