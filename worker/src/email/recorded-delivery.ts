import { Injectable } from '@nestjs/common';
import type { ReactElement } from 'react';
import { MailTransport } from '@api/mail/mail-transport';
import { renderEmail } from '@api/mail/templates/render-email';
import { MetricsService } from '@api/metrics/metrics.service';
import { EmailDeliveriesStore, NewDelivery } from '@api/modules/email-deliveries/email-deliveries.store';
import type { JobResult } from '@api/queues/job-payloads';
import { deliveryFailure, DeliveryFailure } from './delivery-failure';

export interface RecordedEmail extends Omit<NewDelivery, 'messageId'> {
  element: ReactElement;
  headers?: Record<string, string>;
  /** Runs after a permanent rejection is recorded, for what the sender keeps about the recipient. */
  onRejected?: (failure: DeliveryFailure) => Promise<void>;
}

/**
 * Sends one transactional email under a delivery record: the record is made
 * before sending (so a repeated job finds it and stops), and the SMTP outcome
 * becomes the record's status, the emails metric and the job's: sent, retry
 * later, or stop for good.
 */
@Injectable()
export class RecordedDelivery {
  constructor(
    private readonly transport: MailTransport,
    private readonly deliveries: EmailDeliveriesStore,
    private readonly metrics: MetricsService,
  ) {}

  async send({ element, headers, onRejected, ...record }: RecordedEmail): Promise<JobResult> {
    const { deliveryKey, kind, recipient, subject } = record;
    const delivery = await this.deliveries.begin({ ...record, messageId: this.transport.newMessageId() });
    if (delivery.status !== 'sending') return { message: `${kind} already ${delivery.status}`, skipped: true };

    const { html, text } = renderEmail(element);
    try {
      await this.transport.send({ to: recipient, subject, html, text, messageId: delivery.messageId, headers });
    } catch (error) {
      const failure = deliveryFailure(error);
      this.metrics.emails.inc({ kind, outcome: failure.kind === 'permanent' ? 'bounced' : 'deferred' });
      if (failure.kind === 'permanent') {
        await this.deliveries.markFailed(deliveryKey, failure.reason);
        await onRejected?.(failure);
      } else {
        await this.deliveries.noteTemporaryFailure(deliveryKey, failure.reason);
      }
      throw failure.jobError;
    }
    await this.deliveries.markSent(deliveryKey);
    this.metrics.emails.inc({ kind, outcome: 'sent' });
    return { message: `${kind} sent`, messageId: delivery.messageId, attempts: delivery.attempts };
  }
}
