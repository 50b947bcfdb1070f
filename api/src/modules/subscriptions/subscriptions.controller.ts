import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { subscribeLimit } from '../../rate-limit/abuse-limits';
import { LimitPerClient } from '../../rate-limit/limit-per-client';
import { CreateSubscriptionDto, SUBSCRIBE_MESSAGES } from './dto/create-subscription.dto';
import { Subscription } from './subscription.entity';
import { SubscriptionsService } from './subscriptions.service';

@Controller('subscriptions')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @LimitPerClient(subscribeLimit, SUBSCRIBE_MESSAGES.tooMany, { advertise: true })
  subscribe(@Body() dto: CreateSubscriptionDto): Promise<Subscription> {
    return this.subscriptions.subscribe(dto);
  }
}
