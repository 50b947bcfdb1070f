import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { scheduledJob } from '@api/queues/job-definitions';
import type { JobName } from '@api/queues/job-names';
import { JobProducer } from '@api/queues/job-producer';
import type { QueueName } from '@api/queues/queue-names';
import { KeptSchedule } from './kept-schedule';

/** The sweeps repeated by a job scheduler: jobs without a payload of their own. */
type SweepJob =
  | JobName.PublishOverdue
  | JobName.MatchChangedMentions
  | JobName.CleanUpUploads
  | JobName.DispatchWebhookEvents
  | JobName.FindNewPictures
  | JobName.DispatchStoryActivities;

/** One sweep: where it is queued, how its schedule is named, what it runs and how often. */
export interface SweepSchedule {
  queue: QueueName;
  schedulerId: string;
  job: SweepJob;
  /** Its period, read from the configuration when the worker starts. */
  everyMs: (config: AppConfig) => number;
  /** What the sweep does, for the log: 'overdue publishing'. */
  what: string;
}

interface RecurringSweepOptions extends Omit<SweepSchedule, 'queue' | 'everyMs'> {
  queue: Queue;
  jobs: JobProducer;
  everyMs: number;
}

/**
 * A sweep that catches what a lost or late job left undone: repeated every
 * `everyMs` by one job scheduler (however many workers upsert it) and queued
 * once as each worker starts, so whatever fell due while no worker ran is done
 * by the next one up.
 *
 * The schedule itself lives in Redis: a Redis that restarts without its data
 * loses it. So each worker also looks, every period, whether the schedule is
 * still there and puts it back when it is not (KeptSchedule).
 *
 * Each scheduler extends recurringSweep(its schedule), and the worker's
 * lifecycle starts and stops it.
 */
abstract class RecurringSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger: Logger;
  private readonly schedule: KeptSchedule;

  constructor(private readonly options: RecurringSweepOptions) {
    this.logger = new Logger(`RecurringSweep(${options.job})`);
    const { queue, schedulerId, everyMs, job, what } = options;
    this.schedule = new KeptSchedule({
      queue,
      schedulerId,
      upsert: () => queue.upsertJobScheduler(schedulerId, { every: everyMs }, scheduledJob(job, {})),
      checkEveryMs: everyMs,
      what,
      logger: this.logger,
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.schedule.start();
    try {
      await this.options.jobs.enqueue(this.options.job, {});
    } catch (error) {
      this.logger.warn(`the start-up ${this.options.what} was not queued (the schedule still runs): ${message(error)}`);
    }
  }

  onModuleDestroy(): void {
    this.schedule.stop();
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The base class of one sweep's scheduler: its queue and the configuration injected, its schedule as given. */
export function recurringSweep(schedule: SweepSchedule) {
  @Injectable()
  class ScheduledSweep extends RecurringSweep {
    constructor(@InjectQueue(schedule.queue) queue: Queue, @Inject(APP_CONFIG) config: AppConfig, jobs: JobProducer) {
      super({ ...schedule, queue, jobs, everyMs: schedule.everyMs(config) });
    }
  }
  return ScheduledSweep;
}
