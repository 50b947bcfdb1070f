import { Inject, Injectable } from '@nestjs/common';
import { createElement } from 'react';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { WEBHOOK_DISABLED_SUBJECT, WebhookDisabledEmail } from '@api/mail/templates/webhook-disabled-email';
import { UsersStore } from '@api/modules/users/users.store';
import { WebhookEndpointsStore } from '@api/modules/webhooks/webhook-endpoints.store';
import type { JobResult, WebhookDisabledEmailPayload } from '@api/queues/job-payloads';
import { RecordedDelivery } from './recorded-delivery';

/**
 * Tells the admin who registered an endpoint that it was disabled. An
 * endpoint switched back on meanwhile, or whose owner has left the desk or has
 * no address, gets no email (the Webhooks page still shows why it stopped).
 */
@Injectable()
export class WebhookDisabledEmailSender {
  constructor(
    private readonly delivery: RecordedDelivery,
    private readonly endpoints: WebhookEndpointsStore,
    private readonly users: UsersStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(payload: WebhookDisabledEmailPayload): Promise<JobResult> {
    const endpoint = await this.endpoints.find(payload.endpointId);
    if (!endpoint || endpoint.enabled) return { message: 'not sent: the endpoint is gone or on again', skipped: true };
    const owner = endpoint.created_by ? await this.users.findMember(endpoint.created_by) : null;
    if (!owner?.email) return { message: 'not sent: its owner left the desk or has no address', skipped: true };
    return this.delivery.send({
      deliveryKey: payload.deliveryKey,
      kind: 'webhook-disabled',
      subscriptionId: null,
      recipient: owner.email,
      subject: WEBHOOK_DISABLED_SUBJECT,
      element: createElement(WebhookDisabledEmail, {
        firstName: owner.firstName,
        endpointOrigin: new URL(endpoint.url).origin,
        reason: endpoint.disabled_reason ?? 'It failed too many times in a row',
        pageUrl: `${this.config.mail.publicUrl}/admin/webhooks`,
      }),
    });
  }
}
