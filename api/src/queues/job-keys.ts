import { randomUUID } from 'node:crypto';
import type { PublishScheduledPayload } from './job-payloads';

/**
 * Job ids and delivery keys. An id carries its kind ('scrape-news-…') so ids are unique across
 * queues and GET /api/admin/jobs/:id can find any run; BullMQ refuses custom ids that are
 * integers or contain ':'.
 */
export function uniqueJobId(kind: string): string {
  return `${kind}-${randomUUID()}`;
}

/**
 * Keys of subscriber emails, which are also their job ids: the moment that
 * made the email due (the confirmation request, the confirmation itself) is
 * part of the key, so a second request is a new email and a repeated job is not.
 */
export function confirmationDeliveryKey(subscriptionId: number, requestedAt: Date): string {
  return `confirmation-${subscriptionId}-${requestedAt.getTime()}`;
}

export function alreadySubscribedDeliveryKey(subscriptionId: number, requestedAt: Date): string {
  return `already-subscribed-${subscriptionId}-${requestedAt.getTime()}`;
}

export function preferencesLinkDeliveryKey(subscriptionId: number, requestedAt: Date): string {
  return `preferences-link-${subscriptionId}-${requestedAt.getTime()}`;
}

export function welcomeDeliveryKey(subscriptionId: number, confirmedAt: Date): string {
  return `welcome-${subscriptionId}-${confirmedAt.getTime()}`;
}

/** The key of one send of a newsletter, which is also its job id; `round` tells sends (and retries) apart. */
export function newsletterSendKey(newsletterId: number, round: number): string {
  return `newsletter-send-${newsletterId}-${round}`;
}

/** The round a send key names: the recipients' jobs of that send carry it. */
export function roundOfSendKey(sendKey: string): string {
  return sendKey.slice(sendKey.lastIndexOf('-') + 1);
}

export function newsletterEmailJobId(newsletterId: number, deliveryId: number, round: string): string {
  return `newsletter-${newsletterId}-delivery-${deliveryId}-${round}`;
}

/** The delivery key of one alert email, which is also its job id: `release-alert-12-1767225600000`. */
export function releaseAlertEmailKey(payload: { subscriptionId: number; notBefore: number }): string {
  return `release-alert-${payload.subscriptionId}-${payload.notBefore}`;
}

/** The id of a scheduled publication: `publish-article-12-1767225600000` (kind, row id, time in ms). */
export function publishJobId(payload: PublishScheduledPayload): string {
  return `publish-${payload.kind}-${payload.id}-${Date.parse(payload.publishAt)}`;
}
