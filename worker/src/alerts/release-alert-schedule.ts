import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig, ReleaseAlertTimings } from '@api/config/env';
import { ReleaseAlertsStore } from '@api/modules/release-alerts/release-alerts.store';
import { JobName } from '@api/queues/job-names';
import { JobProducer } from '@api/queues/job-producer';

/**
 * When a subscriber's next alert email is due, as a delayed job named by the
 * subscriber and that time. A subscriber mailed less than the gap ago waits
 * for the gap to end: every drop owed meanwhile gets the same time, so the
 * same job id, and the drops are gathered into one email. Otherwise the email
 * waits a short gathering window, on a grid of that window so the drops of one
 * scrape share a job; a drop just over a grid line is still owed before the
 * first email runs, and that email takes every drop owed by then.
 */
@Injectable()
export class ReleaseAlertSchedule {
  private readonly timings: ReleaseAlertTimings;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly alerts: ReleaseAlertsStore,
    private readonly jobs: JobProducer,
  ) {
    this.timings = config.releaseAlerts;
  }

  get minGapMs(): number {
    return this.timings.minGapMs;
  }

  /** Queues the subscriber's next alert email (adding nothing when that email's job is queued already). */
  async schedule(subscriptionId: number, now = Date.now()): Promise<void> {
    const last = await this.alerts.lastEmailedAt(subscriptionId);
    const gapEnds = last ? last.getTime() + this.timings.minGapMs : 0;
    await this.at(subscriptionId, gapEnds > now ? gapEnds : gatheredSlot(now, this.timings.gatherMs), now);
  }

  /** Queues the subscriber's alert email for `notBefore` (ms since the epoch). */
  async at(subscriptionId: number, notBefore: number, now = Date.now()): Promise<void> {
    await this.jobs.enqueue(JobName.SendReleaseAlerts, { subscriptionId, notBefore }, Math.max(0, notBefore - now));
  }
}

/** The grid line at least one window ahead: between one and two windows from now. */
export function gatheredSlot(now: number, windowMs: number): number {
  if (windowMs <= 0) return now;
  return (Math.floor(now / windowMs) + 2) * windowMs;
}
