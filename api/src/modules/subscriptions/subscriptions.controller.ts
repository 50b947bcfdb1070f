import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { subscribeLimit } from '../../rate-limit/abuse-limits';
import { LimitPerClient } from '../../rate-limit/limit-per-client';
import { isHoneypotFilled } from './honeypot';
import { consentContextOf } from './request-context';
import type { SubscribeAnswer } from '../../shared/contracts/subscriptions';
import { CreateSubscriptionDto, SUBSCRIBE_MESSAGES } from './dto/create-subscription.dto';
import { subscribeAnswer } from './subscription-view';
import { SubscriptionsService } from './subscriptions.service';

@Controller('subscriptions')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @LimitPerClient(subscribeLimit, SUBSCRIBE_MESSAGES.tooMany, { advertise: true })
  async subscribe(@Body() dto: CreateSubscriptionDto, @Req() request: Request): Promise<SubscribeAnswer> {
    if (!isHoneypotFilled(dto)) await this.subscriptions.subscribe(dto, consentContextOf(request));
    return subscribeAnswer(dto);
  }
}
