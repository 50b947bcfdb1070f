import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { CreateSubscriptionDto } from './dto/create-subscription.dto';
import { honeypotAnswer, isHoneypotFilled } from './honeypot';
import { consentContextOf } from './request-context';
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
  async subscribe(@Body() dto: CreateSubscriptionDto, @Req() request: Request): Promise<SubscriptionView> {
    if (isHoneypotFilled(dto)) return honeypotAnswer(dto);
    return toSubscriptionView(await this.subscriptions.subscribe(dto, consentContextOf(request)));
  }
}
