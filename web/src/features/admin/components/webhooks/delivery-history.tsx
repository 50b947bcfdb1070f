import {
  WEBHOOK_EVENT_LABELS,
  type WebhookAttemptView,
  type WebhookDeliveryView,
  type WebhookEndpointView,
} from '@api/shared/contracts/webhooks';
import { Badge } from '../../../../components/ui/badge';
import { rowButton } from '../desk-item-list';
import { errorMessage } from '../../../../lib/api-error';
import { useResendWebhook, useWebhookDeliveries } from '../../api/webhooks';
import { AdminListStates, type ListStateWords } from '../desk-panel';

function timeOf(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
}

function StatusBadge({ delivery }: { delivery: WebhookDeliveryView }) {
  if (delivery.status === 'delivered') return <Badge color="green">Delivered</Badge>;
  if (delivery.status === 'failed') return <Badge color="orange">Given up</Badge>;
  return <Badge color="yellow">{delivery.attempts === 0 ? 'Waiting' : 'Retrying'}</Badge>;
}

function AttemptLine({ attempt }: { attempt: WebhookAttemptView }) {
  const answer = attempt.statusCode === null ? 'no answer' : `HTTP ${attempt.statusCode}`;
  const error = attempt.error && attempt.error !== `HTTP ${attempt.statusCode}` ? ` (${attempt.error})` : '';
  return (
    <li className="break-words">
      {timeOf(attempt.attemptedAt)}: {answer}
      {error}, {attempt.durationMs} ms
    </li>
  );
}

function DeliveryRow({ endpoint, delivery }: { endpoint: WebhookEndpointView; delivery: WebhookDeliveryView }) {
  const resend = useResendWebhook(endpoint.id);
  return (
    <li
      className="flex flex-col gap-2 py-2 sm:flex-row sm:items-start sm:justify-between"
      data-testid="webhook-delivery"
    >
      <div className="min-w-0 space-y-1 text-xs text-zinc-300">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge delivery={delivery} />
          <span className="font-bold text-white">{WEBHOOK_EVENT_LABELS[delivery.eventType]}</span>
          <span>{timeOf(delivery.occurredAt)}</span>
        </div>
        <p className="break-all font-mono">{delivery.messageId}</p>
        {delivery.lastAttempts.length === 0 ? (
          <p>Not attempted yet.</p>
        ) : (
          <ul aria-label="Last attempts" className="space-y-0.5">
            {delivery.lastAttempts.map((attempt) => (
              <AttemptLine key={attempt.attemptedAt} attempt={attempt} />
            ))}
          </ul>
        )}
        {delivery.nextAttemptAt && delivery.attempts > 0 && <p>Next attempt {timeOf(delivery.nextAttemptAt)}.</p>}
        {resend.error && (
          <p role="alert" className="text-red-300">
            {errorMessage(resend.error, 'It could not be sent again.')}
          </p>
        )}
        {resend.isSuccess && <p role="status">Queued to be sent again.</p>}
      </div>
      <button
        type="button"
        className={`${rowButton} shrink-0`}
        disabled={resend.isPending || !endpoint.enabled}
        onClick={() => resend.mutate(delivery.id)}
        aria-label={`Send again: ${WEBHOOK_EVENT_LABELS[delivery.eventType]} ${delivery.messageId}`}
      >
        Send again
      </button>
    </li>
  );
}

const DELIVERY_WORDS: ListStateWords = {
  loading: 'Loading deliveries...',
  failed: 'Could not load the deliveries.',
  empty: 'Nothing sent yet: deliveries appear here once one of its events happens.',
};

/** An endpoint's latest deliveries (up to 20), each with its last three attempts. */
export function DeliveryHistory({ endpoint }: { endpoint: WebhookEndpointView }) {
  const deliveries = useWebhookDeliveries(endpoint.id);
  return (
    <div id={`deliveries-${endpoint.id}`} className="mt-3 border-l-2 border-zinc-700 pl-3">
      <h3 className="text-sm font-bold uppercase tracking-wide text-zinc-200">Last deliveries</h3>
      <AdminListStates query={deliveries} spacing="mt-2 text-xs" words={DELIVERY_WORDS}>
        {(items) => (
          <ul className="divide-y divide-zinc-800" aria-label={`Deliveries to ${endpoint.url}`}>
            {items.map((delivery) => (
              <DeliveryRow key={delivery.id} endpoint={endpoint} delivery={delivery} />
            ))}
          </ul>
        )}
      </AdminListStates>
    </div>
  );
}
