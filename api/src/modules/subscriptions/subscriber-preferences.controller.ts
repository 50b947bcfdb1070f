import { PRIVATE_ANSWER } from '../../http/private-answer';
import { PrivateRead } from '../../http/private-read.decorator';
import { Body, Controller, Get, Header, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { SubscriberPreferencesView } from '../../shared/contracts/subscriber-preferences';
import { SubscriberPreferencesDto } from './dto/subscriber-preferences.dto';
import { SubscriberPreferencesService } from './subscriber-preferences.service';

/**
 * The preferences page linked from every email; `?token=` is the signed link
 * it was opened with. Without a token, a browser recognised as a subscriber
 * (its signed cookie) opens its own.
 */
@Controller('subscriptions/preferences')
export class SubscriberPreferencesController {
  constructor(private readonly preferences: SubscriberPreferencesService) {}

  @PrivateRead('one subscriber, by the token in the address or the cookie')
  @Get()
  read(@Query('token') token: unknown, @Req() request: Request): Promise<SubscriberPreferencesView> {
    return this.preferences.read(token, request);
  }

  @Put()
  @Header(...PRIVATE_ANSWER)
  save(
    @Query('token') token: unknown,
    @Body() body: SubscriberPreferencesDto,
    @Req() request: Request,
  ): Promise<SubscriberPreferencesView> {
    return this.preferences.save(token, body, request);
  }
}
