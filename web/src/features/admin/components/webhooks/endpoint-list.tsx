import { useState } from 'react';
import { WEBHOOK_EVENT_LABELS, type WebhookEndpointView } from '@api/shared/contracts/webhooks';
import { countOf } from '@api/shared/domain/plural';
import { Badge } from '../../../../components/ui/badge';
import { secondaryButton } from '../../../../components/ui/styles';
import { errorMessage } from '../../../../lib/api-error';
import { useRemoveWebhookEndpoint, useSetWebhookEnabled, useWebhookEndpoints } from '../../api/webhooks';
import { AdminListStates, DeskPanel, type ListStateWords } from '../desk-panel';
import { DeliveryHistory } from './delivery-history';

const smallButton = `${secondaryButton} !px-3 text-xs whitespace-nowrap`;

function EndpointRow({ endpoint }: { endpoint: WebhookEndpointView }) {
  const [open, setOpen] = useState(false);
  const setEnabled = useSetWebhookEnabled();
  const remove = useRemoveWebhookEndpoint();
  const failure = setEnabled.error ?? remove.error;
  const confirmRemove = () => {
    if (window.confirm(`Remove ${endpoint.url}? Nothing more is sent to it, and its delivery history goes too.`)) {
      remove.mutate(endpoint.id);
    }
  };
  return (
    <li className="py-3" data-testid="webhook-endpoint">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            {endpoint.enabled ? <Badge color="green">On</Badge> : <Badge color="orange">Disabled</Badge>}
            {endpoint.allowPersonalData && <Badge outline>Personal data</Badge>}
          </div>
          <p className="break-all text-sm font-bold text-white">{endpoint.url}</p>
          <p className="text-xs text-zinc-300">
            {endpoint.events.map((type) => WEBHOOK_EVENT_LABELS[type]).join(' · ')}
          </p>
          {endpoint.disabledReason && <p className="text-xs text-orange-200">{endpoint.disabledReason}</p>}
          {endpoint.enabled && endpoint.failuresInARow > 0 && (
            <p className="text-xs text-yellow-200">{countOf(endpoint.failuresInARow, 'failed attempt')} in a row</p>
          )}
          {failure && (
            <p role="alert" className="text-xs text-red-300">
              {errorMessage(failure, 'That change did not go through.')}
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <button
            type="button"
            className={smallButton}
            aria-expanded={open}
            aria-controls={`deliveries-${endpoint.id}`}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide deliveries' : 'Deliveries'}
          </button>
          <button
            type="button"
            className={smallButton}
            disabled={setEnabled.isPending}
            onClick={() => setEnabled.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}
            aria-label={`${endpoint.enabled ? 'Disable' : 'Enable'} ${endpoint.url}`}
          >
            {endpoint.enabled ? 'Disable' : 'Enable'}
          </button>
          <button
            type="button"
            className={smallButton}
            disabled={remove.isPending}
            onClick={confirmRemove}
            aria-label={`Remove ${endpoint.url}`}
          >
            Remove
          </button>
        </div>
      </div>
      {open && <DeliveryHistory endpoint={endpoint} />}
    </li>
  );
}

const ENDPOINT_LIST_WORDS: ListStateWords = {
  loading: 'Loading endpoints...',
  failed: 'Could not load the endpoints.',
  empty: 'No endpoints yet: events are not sent anywhere. Add one above.',
};

export function EndpointList() {
  const endpoints = useWebhookEndpoints();
  return (
    <DeskPanel id="endpoint-list" title={`Endpoints (${endpoints.data?.length ?? 0})`}>
      <AdminListStates query={endpoints} spacing="mt-3 text-sm" words={ENDPOINT_LIST_WORDS}>
        {(items) => (
          <ul className="mt-2 divide-y divide-zinc-800" aria-label="Webhook endpoints">
            {items.map((endpoint) => (
              <EndpointRow key={endpoint.id} endpoint={endpoint} />
            ))}
          </ul>
        )}
      </AdminListStates>
    </DeskPanel>
  );
}
