import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { CreateSubscriptionDto } from './dto/create-subscription.dto';
import { SubscribeRateLimitGuard } from './subscribe-rate-limit.guard';
import type { SubscriptionView } from '../../shared/contracts/subscriptions';
import { toSubscriptionView } from './subscription-view';
import { SubscriptionsService } from './subscriptions.service';

@Controller('subscriptions')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(SubscribeRateLimitGuard)
  async subscribe(@Body() dto: CreateSubscriptionDto): Promise<SubscriptionView> {
    return toSubscriptionView(await this.subscriptions.subscribe(dto));
  }
}
