import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { CreateSubscriptionDto } from './dto/create-subscription.dto';
import { SubscribeRateLimitGuard } from './subscribe-rate-limit.guard';
import { Subscription } from './subscription.entity';
import { SubscriptionsService } from './subscriptions.service';

@Controller('subscriptions')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(SubscribeRateLimitGuard)
  subscribe(@Body() dto: CreateSubscriptionDto): Promise<Subscription> {
    return this.subscriptions.subscribe(dto);
  }
}
