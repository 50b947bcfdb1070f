import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { scheduledJob } from '@api/queues/job-definitions';
import type { JobName } from '@api/queues/job-names';
import { JobProducer } from '@api/queues/job-producer';
import type { QueueName } from '@api/queues/queue-names';

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
 * still there and puts it back when it is not.
 *
 * Each scheduler extends recurringSweep(its schedule), and the worker's
 * lifecycle starts and stops it.
 */
abstract class RecurringSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: RecurringSweepOptions) {
    this.logger = new Logger(`RecurringSweep(${options.job})`);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.upsertSchedule();
    try {
      await this.options.jobs.enqueue(this.options.job, {});
    } catch (error) {
      this.logger.warn(`the start-up ${this.options.what} was not queued (the schedule still runs): ${message(error)}`);
    }
    this.timer = setInterval(() => void this.restoreScheduleIfLost(), this.options.everyMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private upsertSchedule(): Promise<unknown> {
    const { queue, schedulerId, everyMs, job } = this.options;
    return queue.upsertJobScheduler(schedulerId, { every: everyMs }, scheduledJob(job, {}));
  }

  /** Only when missing: upserting an existing schedule would move its next run. */
  private async restoreScheduleIfLost(): Promise<void> {
    try {
      if (await this.options.queue.getJobScheduler(this.options.schedulerId)) return;
      await this.upsertSchedule();
      this.logger.warn(`the ${this.options.what} schedule was missing from the queue (Redis lost its data); put back`);
    } catch (error) {
      this.logger.warn(`could not check the ${this.options.what} schedule: ${message(error)}`);
    }
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
