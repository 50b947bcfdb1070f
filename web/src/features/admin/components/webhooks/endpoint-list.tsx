import { useState } from 'react';
import { WEBHOOK_EVENT_LABELS, type WebhookEndpointView } from '@api/shared/contracts/webhooks';
import { countOf } from '@api/shared/domain/plural';
import { Badge } from '../../../../components/ui/badge';
import { useRemoveWebhookEndpoint, useSetWebhookEnabled, useWebhookEndpoints } from '../../api/webhooks';
import { DeskItemList, DeskItemRow, EnableToggle, RemoveButton, rowButton } from '../desk-item-list';
import type { ListStateWords } from '../desk-panel';
import { DeliveryHistory } from './delivery-history';

function EndpointRow({ endpoint }: { endpoint: WebhookEndpointView }) {
  const [open, setOpen] = useState(false);
  const setEnabled = useSetWebhookEnabled();
  const remove = useRemoveWebhookEndpoint();
  const facts = (
    <>
      <div className="flex flex-wrap items-center gap-2">
        {endpoint.enabled ? <Badge color="green">On</Badge> : <Badge color="orange">Disabled</Badge>}
        {endpoint.allowPersonalData && <Badge outline>Personal data</Badge>}
      </div>
      <p className="break-all text-sm font-bold text-white">{endpoint.url}</p>
      <p className="text-xs text-zinc-300">{endpoint.events.map((type) => WEBHOOK_EVENT_LABELS[type]).join(' · ')}</p>
      {endpoint.disabledReason && <p className="text-xs text-orange-200">{endpoint.disabledReason}</p>}
      {endpoint.enabled && endpoint.failuresInARow > 0 && (
        <p className="text-xs text-yellow-200">{countOf(endpoint.failuresInARow, 'failed attempt')} in a row</p>
      )}
    </>
  );
  const actions = (
    <>
      <button
        type="button"
        className={rowButton}
        aria-expanded={open}
        aria-controls={`deliveries-${endpoint.id}`}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide deliveries' : 'Deliveries'}
      </button>
      <EnableToggle
        enabled={endpoint.enabled}
        name={endpoint.url}
        pending={setEnabled.isPending}
        onToggle={() => setEnabled.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}
      />
      <RemoveButton
        name={endpoint.url}
        consequence="Nothing more is sent to it, and its delivery history goes too."
        pending={remove.isPending}
        onRemove={() => remove.mutate(endpoint.id)}
      />
    </>
  );
  return (
    <li className="py-3" data-testid="webhook-endpoint">
      <DeskItemRow facts={facts} failure={setEnabled.error ?? remove.error} actions={actions} />
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
  return (
    <DeskItemList
      id="endpoint-list"
      noun="Endpoints"
      label="Webhook endpoints"
      query={useWebhookEndpoints()}
      words={ENDPOINT_LIST_WORDS}
    >
      {(endpoint) => <EndpointRow key={endpoint.id} endpoint={endpoint} />}
    </DeskItemList>
  );
}
