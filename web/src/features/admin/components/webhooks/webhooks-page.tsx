import { AddAndListFrame } from '../workspace/add-and-list-frame';
import { AddEndpointForm } from './add-endpoint-form';
import { EndpointList } from './endpoint-list';

/**
 * /admin/webhooks: the addresses the site tells about its events (a story
 * published, a release added, a newsletter sent...), each with its last
 * deliveries and a way to send one again.
 */
export default function WebhooksPage() {
  return <AddAndListFrame page="Webhooks" form={<AddEndpointForm />} list={<EndpointList />} />;
}
