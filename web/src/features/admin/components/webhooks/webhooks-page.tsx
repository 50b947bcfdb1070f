import { useDocumentHead } from '../../../../lib/document-head';
import { AddAndListFrame } from '../workspace/add-and-list-frame';
import { AddEndpointForm } from './add-endpoint-form';
import { EndpointList } from './endpoint-list';

/**
 * /admin/webhooks: the addresses the site tells about its events (a story
 * published, a release added, a newsletter sent...), each with its last
 * deliveries and a way to send one again.
 */
export default function WebhooksPage() {
  useDocumentHead('Webhooks', 'Where the site sends its events, and how each delivery went.');
  return (
    <AddAndListFrame
      page="Webhooks"
      eyebrow="Integrations"
      intro="Each event is POSTed as JSON, signed the Standard Webhooks way (webhook-id, webhook-timestamp and webhook-signature headers). A failed delivery is retried with growing waits for a day; an endpoint that keeps failing is disabled and whoever added it gets an email."
    >
      <AddEndpointForm />
      <EndpointList />
    </AddAndListFrame>
  );
}
