import { Module } from '@nestjs/common';
import { WebhookDeliveriesStore } from './webhook-deliveries.store';
import { WebhookEndpointsStore } from './webhook-endpoints.store';

/** The webhook tables (endpoints, events, deliveries, attempts) and their stores, for the API and the worker. */
@Module({
  providers: [WebhookEndpointsStore, WebhookDeliveriesStore],
  exports: [WebhookEndpointsStore, WebhookDeliveriesStore],
})
export class WebhooksStoreModule {}
