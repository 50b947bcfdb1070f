import { Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import type { Job } from 'bullmq';
import { ADMIN_RUN_QUEUES, newJobId, scrapeDeduplicationId, spotlightDeduplicationId } from '../../queues/job-ids';
import { JobName } from '../../queues/job-names';
import { NETWORK_JOB_OPTIONS } from '../../queues/job-options';
import { JobProducer, QUEUE_UNAVAILABLE_MESSAGE } from '../../queues/job-producer';
import type { JobAccepted, JobRunView } from '../../shared/contracts/jobs';
import { currentIsoWeek } from '../../shared/domain/iso-week';
import { toJobRunView, toRunState } from './job-run-view';

type ScrapeJob = JobName.ScrapeNews | JobName.ScrapeReleases;

const SCRAPER_LABEL: Record<ScrapeJob, string> = {
  [JobName.ScrapeNews]: 'News scraper',
  [JobName.ScrapeReleases]: 'Release scraper',
};

const LISTED_STATES = ['active', 'waiting', 'prioritized', 'delayed', 'completed', 'failed'] as const;
const QUEUE_READ_TIMEOUT_MS = 3_000;

/** Starts admin runs (deduplicated while one is pending) and reports on them. */
@Injectable()
export class JobsService {
  constructor(private readonly producer: JobProducer) {}

  async startScrape(name: ScrapeJob, userId?: string): Promise<JobAccepted> {
    const proposedId = newJobId(name);
    const job = await this.producer.enqueue(
      name,
      { requestedBy: 'admin', userId },
      { ...NETWORK_JOB_OPTIONS, jobId: proposedId, deduplication: { id: scrapeDeduplicationId(name) } },
    );
    const label = SCRAPER_LABEL[name];
    return {
      jobId: String(job.id),
      message: job.id === proposedId ? `${label} started.` : `${label} is already running; showing that run.`,
    };
  }

  async startSpotlight(week: string | undefined, userId?: string): Promise<JobAccepted> {
    const targetWeek = week ?? currentIsoWeek();
    const proposedId = newJobId(`${JobName.GenerateSpotlight}-${targetWeek}`);
    const job = await this.producer.enqueue(
      JobName.GenerateSpotlight,
      { requestedBy: 'admin', userId, week: targetWeek },
      { ...NETWORK_JOB_OPTIONS, jobId: proposedId, deduplication: { id: spotlightDeduplicationId(targetWeek) } },
    );
    return {
      jobId: String(job.id),
      message:
        job.id === proposedId
          ? `Spotlight generation for ${targetWeek} started.`
          : `Spotlight generation for ${targetWeek} is already running; showing that run.`,
    };
  }

  async findRun(id: string): Promise<JobRunView> {
    const found = await this.readQueue(async () => {
      for (const queueName of ADMIN_RUN_QUEUES) {
        const job = await this.producer.queue(queueName).getJob(id);
        if (job) return job;
      }
      return undefined;
    });
    const view = found && (await this.viewOf(found));
    if (!view) throw new NotFoundException(`Job ${id} was not found. Finished runs are kept for 7 days.`);
    return view;
  }

  /** The newest runs across the scraping and spotlight queues, newest first. */
  async listRuns(limit: number): Promise<JobRunView[]> {
    const jobs = await this.readQueue(async () => {
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
    const views = await this.readQueue(() => Promise.all(newest.map((job) => this.viewOf(job))));
    return views.filter((view): view is JobRunView => view !== null);
  }

  private async viewOf(job: Job): Promise<JobRunView | null> {
    const state = toRunState(await job.getState());
    return state ? toJobRunView(job, state) : null;
  }

  /** Next Monday's scheduled spotlight sits in the queue as 'delayed'; it is not a run yet. */
  private isFutureScheduledRun(job: Job): boolean {
    return Boolean(job.repeatJobKey) && job.attemptsMade === 0 && job.processedOn === undefined && job.delay > 0;
  }

  private async readQueue<T>(read: () => Promise<T>): Promise<T> {
    this.producer.failFastWhenRedisIsKnownDown();
    try {
      return await withTimeout(read(), QUEUE_READ_TIMEOUT_MS);
    } catch (error) {
      throw new ServiceUnavailableException(QUEUE_UNAVAILABLE_MESSAGE, { cause: error });
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
