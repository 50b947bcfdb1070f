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

const LISTED_STATES = ['active', 'waiting', 'prioritized', 'delayed', 'completed', 'failed'] as const;

/** Starts admin runs (deduplicated while one is pending) and reports on them. */
@Injectable()
export class JobsService {
  constructor(private readonly producer: JobProducer) {}

  async startScrape(name: ScrapeJob, userId?: string): Promise<JobAccepted> {
    const job = await this.producer.enqueue(name, { requestedBy: 'admin', userId });
    const label = SCRAPER_LABEL[name];
    return {
      jobId: job.id,
      message: job.created ? `${label} started.` : `${label} is already running; showing that run.`,
    };
  }

  async startSpotlight(week: string | undefined, userId?: string): Promise<JobAccepted> {
    const targetWeek = week ?? currentIsoWeek();
    const job = await this.producer.enqueue(JobName.GenerateSpotlight, {
      requestedBy: 'admin',
      userId,
      week: targetWeek,
    });
    return {
      jobId: job.id,
      message: job.created
        ? `Spotlight generation for ${targetWeek} started.`
        : `Spotlight generation for ${targetWeek} is already running; showing that run.`,
    };
  }

  async startChartBuild(week: string | undefined, userId?: string): Promise<JobAccepted> {
    const targetWeek = week ?? currentIsoWeek();
    const job = await this.producer.enqueue(JobName.BuildWeeklyChart, {
      requestedBy: 'admin',
      userId,
      week: targetWeek,
    });
    return {
      jobId: job.id,
      message: job.created
        ? `Chart build for ${targetWeek} started.`
        : `The chart for ${targetWeek} is already being built; showing that run.`,
    };
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

  /** Next Monday's scheduled spotlight sits in the queue as 'delayed'; it is not a run yet. */
  private isFutureScheduledRun(job: Job): boolean {
    return Boolean(job.repeatJobKey) && job.attemptsMade === 0 && job.processedOn === undefined && job.delay > 0;
  }
}
