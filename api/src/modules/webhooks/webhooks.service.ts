import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { notFound } from '../../http/found-or-404';
import { JobName } from '../../queues/job-names';
import { JobProducer } from '../../queues/job-producer';
import type {
  CreatedWebhookEndpointView,
  WebhookDeliveryView,
  WebhookEndpointView,
} from '../../shared/contracts/webhooks';
import { restrictedTargetOf } from '../scrape-sources/source-address-check';
import type { CreateWebhookEndpointDto } from './dto/webhook-endpoint-input.dto';
import { WebhookDeliveriesStore } from './webhook-deliveries.store';
import { WebhookEndpointsStore } from './webhook-endpoints.store';
import { newWebhookSecret } from './webhook-secret';
import { toDeliveryView, toEndpointView } from './webhook-view';

const NOUN = 'Webhook endpoint';
/** What the page shows of an endpoint's history. */
const RECENT_DELIVERIES = 20;

/** The admin's webhooks: endpoints registered with a secret shown once, what was sent to each, and "send again". */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly endpoints: WebhookEndpointsStore,
    private readonly deliveries: WebhookDeliveriesStore,
    private readonly jobs: JobProducer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(): Promise<WebhookEndpointView[]> {
    return (await this.endpoints.list()).map(toEndpointView);
  }

  async get(id: number): Promise<WebhookEndpointView> {
    const row = await this.endpoints.find(id);
    if (!row) throw notFound(NOUN, id);
    return toEndpointView(row);
  }

  /** Refused at once when the address points inside the network: the worker would refuse every delivery. */
  async create(dto: CreateWebhookEndpointDto, createdBy: string | null): Promise<CreatedWebhookEndpointView> {
    if (!this.config.webhooks.allowPrivateAddresses) {
      const refusal = await restrictedTargetOf(dto.url, { field: 'Endpoint URL', reacher: 'webhook deliveries' });
      if (refusal) throw new BadRequestException({ statusCode: 400, message: refusal, errors: { url: [refusal] } });
    }
    const secret = newWebhookSecret();
    const row = await this.endpoints.create({
      url: dto.url,
      events: dto.events,
      secret,
      allowPersonalData: dto.allowPersonalData ?? false,
      createdBy,
    });
    return { ...toEndpointView(row), secret };
  }

  async setEnabled(id: number, enabled: boolean): Promise<WebhookEndpointView> {
    const row = await this.endpoints.setEnabled(id, enabled);
    if (!row) throw notFound(NOUN, id);
    return toEndpointView(row);
  }

  async remove(id: number): Promise<void> {
    if (!(await this.endpoints.remove(id))) throw notFound(NOUN, id);
  }

  async recentDeliveries(id: number): Promise<WebhookDeliveryView[]> {
    await this.get(id);
    return (await this.endpoints.recentDeliveries(id, RECENT_DELIVERIES)).map(toDeliveryView);
  }

  /**
   * Due again now, with a fresh day of retries: a 409 while an attempt is
   * under way, a 503 when the queue is down (the worker's sweep still sends it).
   */
  async resend(endpointId: number, deliveryId: number): Promise<{ deliveryId: number }> {
    const endpoint = await this.get(endpointId);
    if (!endpoint.enabled) {
      throw new ConflictException('This endpoint is disabled: switch it on before sending a delivery again.');
    }
    const due = await this.deliveries.resend(endpointId, deliveryId, this.config.webhooks.giveUpAfterMs);
    if (!due) {
      const known = (await this.endpoints.recentDeliveries(endpointId, 1000)).some((row) => row.id === deliveryId);
      if (!known) throw notFound('Webhook delivery', deliveryId);
      throw new ConflictException('This delivery is being sent right now: wait for the attempt to finish.');
    }
    await this.jobs.enqueue(JobName.DeliverWebhook, { deliveryId: due.id });
    return { deliveryId: due.id };
  }
}
