import { useState } from 'react';
import { WEBHOOK_EVENT_LABELS, type WebhookEndpointView } from '@api/shared/contracts/webhooks';
import { countOf } from '@api/shared/domain/plural';
import { Badge } from '../../../../components/ui/badge';
import { useRemoveWebhookEndpoint, useSetWebhookEnabled, useWebhookEndpoints } from '../../api/webhooks';
import { DeskItemList, rowButton, SwitchableItemRow, type SwitchableKind } from '../desk-item-list';
import { DeliveryHistory } from './delivery-history';

/** How a row of this list names its endpoint, and what removing one means. */
const ENDPOINT_ROW: SwitchableKind<WebhookEndpointView> = {
  testId: 'webhook-endpoint',
  nameOf: (endpoint) => endpoint.url,
  removing: 'Nothing more is sent to it, and its delivery history goes too.',
};

function EndpointRow({ item: endpoint }: { item: WebhookEndpointView }) {
  const [open, setOpen] = useState(false);
  const changes = { toggle: useSetWebhookEnabled(), remove: useRemoveWebhookEndpoint() };
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
  const deliveriesButton = (
    <button
      type="button"
      className={rowButton}
      aria-expanded={open}
      aria-controls={`deliveries-${endpoint.id}`}
      onClick={() => setOpen(!open)}
    >
      {open ? 'Hide deliveries' : 'Deliveries'}
    </button>
  );
  return (
    <SwitchableItemRow kind={ENDPOINT_ROW} item={endpoint} changes={changes} facts={facts} actions={deliveriesButton}>
      {open && <DeliveryHistory endpoint={endpoint} />}
    </SwitchableItemRow>
  );
}

export function EndpointList() {
  return <DeskItemList page="Webhooks" query={useWebhookEndpoints()} row={EndpointRow} />;
}
