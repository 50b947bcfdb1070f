import { Body, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import type {
  CreatedWebhookEndpointView,
  WebhookDeliveryView,
  WebhookEndpointView,
} from '../../shared/contracts/webhooks';
import { deskMemberOf } from '../auth/desk-member';
import { DeskController } from '../auth/desk-controller.decorator';
import { CreateWebhookEndpointDto, UpdateWebhookEndpointDto } from './dto/webhook-endpoint-input.dto';
import { WebhooksService } from './webhooks.service';

/** The endpoints webhooks go to, managed by admins (the desk's default role for a route). */
@DeskController('admin/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  list(): Promise<WebhookEndpointView[]> {
    return this.webhooks.list();
  }

  @Get(':id')
  get(@Param('id', ParseIdPipe) id: number): Promise<WebhookEndpointView> {
    return this.webhooks.get(id);
  }

  /** The answer carries the signing secret, the one time it is ever shown. */
  @Post()
  create(@Body() body: CreateWebhookEndpointDto, @Req() request: Request): Promise<CreatedWebhookEndpointView> {
    return this.webhooks.create(body, deskMemberOf(request)?.id ?? null);
  }

  @Patch(':id')
  update(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateWebhookEndpointDto): Promise<WebhookEndpointView> {
    return this.webhooks.setEnabled(id, body.enabled);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.webhooks.remove(id);
  }

  @Get(':id/deliveries')
  deliveries(@Param('id', ParseIdPipe) id: number): Promise<WebhookDeliveryView[]> {
    return this.webhooks.recentDeliveries(id);
  }

  @Post(':id/deliveries/:deliveryId/resend')
  @HttpCode(HttpStatus.ACCEPTED)
  resend(
    @Param('id', ParseIdPipe) id: number,
    @Param('deliveryId', ParseIdPipe) deliveryId: number,
  ): Promise<{ deliveryId: number }> {
    return this.webhooks.resend(id, deliveryId);
  }
}
