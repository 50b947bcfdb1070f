import type { NewsletterDeliveryStats } from '../contracts/newsletters';

/** 'Sent to 1,204 · 3 failed': the outcome line the admin reads once a send is over. */
export function deliveryOutcome(
  stats: Pick<NewsletterDeliveryStats, 'sent' | 'failed' | 'bounced' | 'skipped'>,
): string {
  const parts = [`Sent to ${stats.sent.toLocaleString('en-US')}`];
  if (stats.failed) parts.push(`${stats.failed.toLocaleString('en-US')} failed`);
  if (stats.bounced) parts.push(`${stats.bounced.toLocaleString('en-US')} bounced`);
  if (stats.skipped) parts.push(`${stats.skipped.toLocaleString('en-US')} skipped`);
  return parts.join(' · ');
}
