import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AdminWriteRoutes } from '../../http/admin-write-routes';
import { ListQueryDto } from '../../http/list-query.dto';
import { sendPage } from '../../http/total-count';
import type { EventView } from '../../shared/contracts/admin';
import { toEventView } from './event-view';
import { CreateEventDto, UpdateEventDto } from './dto/event-input.dto';
import { EventsService } from './events.service';
import { CachedRead } from '../public-cache/cache-rules.decorator';

@Controller('events')
export class EventsController extends AdminWriteRoutes({
  createDto: CreateEventDto,
  updateDto: UpdateEventDto,
  toView: toEventView,
}) {
  constructor(protected readonly service: EventsService) {
    super();
  }

  // "Upcoming first" moves as the clock passes an event's date, with no write at all.
  @CachedRead({ tables: ['events'], ttlMs: 30_000 })
  @Get()
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<EventView[]> {
    return sendPage(response, await this.service.list(query)).map(toEventView);
  }
}
