import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { WebhookDeliveriesStore, type ClaimedDelivery } from '@api/modules/webhooks/webhook-deliveries.store';
import { JobName } from '@api/queues/job-names';
import { JobProducer } from '@api/queues/job-producer';
import type { DeliverWebhookPayload, JobResult } from '@api/queues/job-payloads';
import { webhookBody } from './webhook-body';
import { postWebhook } from './webhook-post';
import { signedHeaders } from './webhook-signature';

/** Retries are never more than this far apart, however many failures came before. */
const MAX_RETRY_GAP_MS = 6 * 3_600_000;

/** When to try again after `attempts` failures: base, then doubling; null once that is past the give-up time. */
export function nextAttemptAt(attempts: number, baseMs: number, giveUpAt: Date, now: Date): Date | null {
  const gap = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_GAP_MS);
  const at = new Date(now.getTime() + gap);
  return at.getTime() <= giveUpAt.getTime() ? at : null;
}

/**
 * One attempt at one delivery: claimed (so a duplicate job or the sweep
 * cannot send it at the same time), signed, POSTed through the address guard,
 * and settled with the attempt kept. The next attempt is not a queued job:
 * the delivery row says when it is due and the sweep queues it then.
 * Neither the secret nor the body is logged.
 */
@Injectable()
export class WebhookDeliverer {
  private readonly logger = new Logger(WebhookDeliverer.name);

  constructor(
    private readonly deliveries: WebhookDeliveriesStore,
    private readonly jobs: JobProducer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async deliver({ deliveryId }: DeliverWebhookPayload): Promise<JobResult> {
    const delivery = await this.deliveries.claim(deliveryId);
    if (!delivery) return { message: `Nothing to send: delivery ${deliveryId} is not due`, skipped: true };
    if (!delivery.endpoint.enabled) {
      await this.deliveries.abandon(delivery.id, 'Not sent: the endpoint is disabled');
      return { message: `Delivery ${deliveryId} dropped: its endpoint is disabled`, skipped: true };
    }
    return this.attempt(delivery);
  }

  private async attempt(delivery: ClaimedDelivery): Promise<JobResult> {
    const settings = this.config.webhooks;
    const body = JSON.stringify(webhookBody(delivery, this.config.mail.publicUrl));
    const headers = signedHeaders(delivery.endpoint.secret, delivery.messageId, body, new Date());
    const outcome = await postWebhook(delivery.endpoint.url, body, headers, {
      timeoutMs: settings.timeoutMs,
      allowPrivateAddresses: settings.allowPrivateAddresses,
    });
    const attempts = delivery.attempts + 1;
    const retryAt = outcome.ok ? null : nextAttemptAt(attempts, settings.retryBaseMs, delivery.giveUpAt, new Date());
    const disabled = await this.deliveries.recordAttempt(delivery, outcome, retryAt, settings.disableAfterFailures);
    if (disabled) await this.tellOwner(delivery, attempts);
    const what = `delivery ${delivery.id} (${delivery.event.type}) to endpoint ${delivery.endpoint.id}`;
    if (outcome.ok) return { message: `Delivered ${what}: HTTP ${outcome.statusCode}` };
    this.logger.warn(`webhook ${what} failed (attempt ${attempts}): ${outcome.error}`);
    return {
      message: retryAt
        ? `Failed ${what}: ${outcome.error}; next attempt at ${retryAt.toISOString()}`
        : `Failed ${what}: ${outcome.error}; given up`,
    };
  }

  /** The email is keyed by the failure that disabled the endpoint: queued twice, it is sent once. */
  private async tellOwner(delivery: ClaimedDelivery, attempts: number): Promise<void> {
    const deliveryKey = `webhook-disabled-${delivery.endpoint.id}-${delivery.id}-${attempts}`;
    try {
      await this.jobs.enqueue(JobName.SendWebhookDisabledEmail, { endpointId: delivery.endpoint.id, deliveryKey });
    } catch (error) {
      this.logger.warn(`endpoint ${delivery.endpoint.id} disabled, but its email was not queued: ${String(error)}`);
    }
  }
}
