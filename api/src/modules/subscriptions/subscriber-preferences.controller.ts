import { PRIVATE_ANSWER } from '../../http/private-answer';
import { Body, Controller, Get, Header, Put, Query } from '@nestjs/common';
import type { SubscriberPreferencesView } from '../../shared/contracts/subscriber-preferences';
import { Uncached } from '../public-cache/cache-rules.decorator';
import { SubscriberPreferencesDto } from './dto/subscriber-preferences.dto';
import { SubscriberPreferencesService } from './subscriber-preferences.service';

/** The preferences page linked from every email; `?token=` is the signed link it was opened with. */
@Controller('subscriptions/preferences')
export class SubscriberPreferencesController {
  constructor(private readonly preferences: SubscriberPreferencesService) {}

  @Uncached('one subscriber, by the token in the address')
  @Get()
  @Header(...PRIVATE_ANSWER)
  read(@Query('token') token: string): Promise<SubscriberPreferencesView> {
    return this.preferences.read(token);
  }

  @Put()
  @Header(...PRIVATE_ANSWER)
  save(@Query('token') token: string, @Body() body: SubscriberPreferencesDto): Promise<SubscriberPreferencesView> {
    return this.preferences.save(token, body);
  }
}
