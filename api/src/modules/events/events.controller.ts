import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ListQueryDto } from '../../shared/http/list-query.dto';
import { sendPage } from '../../shared/http/total-count';
import { EventEntity } from './event.entity';
import { EventsService } from './events.service';

@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get()
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<EventEntity[]> {
    return sendPage(response, await this.events.list(query));
  }
}
