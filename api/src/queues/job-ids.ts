import { randomUUID } from 'node:crypto';
import { JobName } from './job-names';
import { QueueName } from './queue-names';

/**
 * Job ids for admin-started runs carry their kind ('scrape-news-…') so an id is
 * unique across queues and GET /api/admin/jobs/:id can show any of them.
 * BullMQ refuses custom ids that are integers or contain ':'.
 */
export function newJobId(kind: string): string {
  return `${kind}-${randomUUID()}`;
}

/**
 * While a job with this deduplication id is waiting, delayed or active, adding
 * another returns the existing job instead: one scrape of each kind at a time,
 * one spotlight run per week at a time.
 */
export function scrapeDeduplicationId(name: JobName.ScrapeNews | JobName.ScrapeReleases): string {
  return name;
}

export function spotlightDeduplicationId(week: string): string {
  return `${JobName.GenerateSpotlight}-${week}`;
}

/** The queues whose runs the Automation tab lists. */
export const ADMIN_RUN_QUEUES: readonly QueueName[] = [QueueName.Scraping, QueueName.Spotlight];

/**
 * Keys of subscriber emails, which are also their job ids: the moment that
 * made the email due (the confirmation request, the confirmation itself) is
 * part of the key, so a second request is a new email and a repeated job is not.
 */
export function confirmationDeliveryKey(subscriptionId: number, requestedAt: Date): string {
  return `confirmation-${subscriptionId}-${requestedAt.getTime()}`;
}

export function welcomeDeliveryKey(subscriptionId: number, confirmedAt: Date): string {
  return `welcome-${subscriptionId}-${confirmedAt.getTime()}`;
}
