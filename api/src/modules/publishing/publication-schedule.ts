import { Injectable, Logger } from '@nestjs/common';
import { JobName } from '../../queues/job-names';
import { JobProducer } from '../../queues/job-producer';
import type { PublishableKind } from '../../queues/job-payloads';
import type { Publication } from './publication-rules';

/**
 * Keeps the delayed publishing job of a row in step with its schedule: a new
 * time adds a job delayed until then (its id is the row and the time), and
 * the job of the time it replaced, or of a schedule given up, is removed.
 *
 * The row is saved by then, so a queue that is down does not fail the write:
 * it is logged, and the worker's overdue sweep publishes the row on time
 * within a minute (and a stale job finds the row no longer scheduled for it).
 */
@Injectable()
export class PublicationSchedule {
  private readonly logger = new Logger(PublicationSchedule.name);

  constructor(private readonly jobs: JobProducer) {}

  async changed(kind: PublishableKind, id: number, before: Publication | null, after: Publication): Promise<void> {
    const beforeAt = before?.status === 'scheduled' ? before.publishAt : null;
    const afterAt = after.status === 'scheduled' ? after.publishAt : null;
    if (beforeAt?.getTime() === afterAt?.getTime()) return;
    if (beforeAt) await this.attempt(`unschedule ${kind} ${id}`, () => this.cancel(kind, id, beforeAt));
    if (afterAt) await this.attempt(`schedule ${kind} ${id}`, () => this.schedule(kind, id, afterAt));
  }

  /** A deleted row's job would find nothing to publish; it is removed all the same. */
  async removed(kind: PublishableKind, id: number, before: Publication): Promise<void> {
    if (before.status === 'scheduled' && before.publishAt) {
      const at = before.publishAt;
      await this.attempt(`unschedule ${kind} ${id}`, () => this.cancel(kind, id, at));
    }
  }

  private async schedule(kind: PublishableKind, id: number, at: Date): Promise<void> {
    const delayMs = Math.max(0, at.getTime() - Date.now());
    await this.jobs.enqueue(JobName.PublishScheduled, { kind, id, publishAt: at.toISOString() }, delayMs);
  }

  private async cancel(kind: PublishableKind, id: number, at: Date): Promise<void> {
    await this.jobs.cancel(JobName.PublishScheduled, { kind, id, publishAt: at.toISOString() });
  }

  private async attempt(what: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.logger.warn(`could not ${what} in the queue (the worker's sweep covers it): ${(error as Error).message}`);
    }
  }
}
