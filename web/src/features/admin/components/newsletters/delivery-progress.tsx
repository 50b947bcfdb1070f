import type { NewsletterDeliveryStats } from '@api/shared/contracts/newsletters';
import { deliveryOutcome } from '@api/shared/domain/delivery-outcome';
import { PercentBar } from '../desk-panel';

/** The send's progress while it goes out, then its outcome ('Sent to 1,204 · 3 failed'). */
export function DeliveryProgress({ stats }: { stats: NewsletterDeliveryStats }) {
  const settled = stats.total - stats.queued;
  const percent = stats.total ? Math.round((settled / stats.total) * 100) : 0;
  const sending = stats.status === 'sending';
  return (
    <div className="space-y-2">
      {(sending || stats.total > 0) && (
        <PercentBar label="Delivery progress" percent={percent} track="h-3 rounded-sm" />
      )}
      <p data-testid="delivery-outcome" aria-live="polite" className="text-sm font-bold text-white">
        {sending
          ? `Sending: ${settled.toLocaleString('en-US')} of ${stats.total.toLocaleString('en-US')}`
          : stats.status === 'sent'
            ? deliveryOutcome(stats)
            : stats.status === 'scheduled'
              ? 'Scheduled'
              : stats.status === 'cancelled'
                ? 'Send cancelled'
                : 'Not sent yet'}
      </p>
    </div>
  );
}
