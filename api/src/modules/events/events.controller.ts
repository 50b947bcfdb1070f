import { Body, Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DeskCreate, DeskDelete, DeskEdit } from '../auth/desk-writes.decorator';
import { auditedCreate, auditedDelete, auditedEdit } from '../audit/audited-writes';
import { ListQueryDto } from '../../http/list-query.dto';
import { sendPage } from '../../http/total-count';
import type { EventView } from '../../shared/contracts/admin';
import { publicEvents } from './event-reads';
import { toEventView } from './event-view';
import { CreateEventDto, UpdateEventDto } from './dto/event-input.dto';
import { EventsService } from './events.service';
import { CachedRead } from '../public-cache/cache-rules.decorator';
import { sendCacheable } from '../public-cache/cacheable-body';
import { ListResponse } from '../../http/list-response.decorator';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { CALENDAR_CONTENT_TYPE, eventCalendar } from './event-calendar';

/** The public calendar (cached) and the editors' writes, each telling the audit log what it changed. */
@Controller('events')
export class EventsController {
  constructor(
    private readonly service: EventsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // "Upcoming first" moves as the clock passes an event's date, with no write at all.
  @CachedRead({ tables: ['events'], ttlMs: 30_000 })
  @Get()
  async list(@Query() query: ListQueryDto, @ListResponse() response: Response): Promise<EventView[]> {
    return sendPage(response, await publicEvents(this.service, query));
  }

  /** One show as an iCalendar file, to add to a calendar; an unknown id is a 404. */
  @CachedRead({ tables: ['events'] })
  @Get(':id/ics')
  async calendar(@Param('id', ParseIdPipe) id: number, @Res() response: Response): Promise<void> {
    const event = toEventView(await this.service.findOne(id));
    const body = eventCalendar([event], this.config.mail.publicUrl, event.title);
    sendCacheable(response, 200, Buffer.from(body), CALENDAR_CONTENT_TYPE);
  }

  /** POST /api/events */
  @DeskCreate('editor')
  create(@Body() dto: CreateEventDto): Promise<EventView> {
    return auditedCreate(toEventView, () => this.service.create(dto));
  }

  /** PATCH /api/events/:id */
  @DeskEdit('editor')
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateEventDto): Promise<EventView> {
    return auditedEdit(
      toEventView,
      () => this.service.findOne(id),
      () => this.service.update(id, dto),
    );
  }

  /** DELETE /api/events/:id */
  @DeskDelete('editor')
  remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return auditedDelete(
      toEventView,
      () => this.service.findOne(id),
      () => this.service.remove(id),
    );
  }
}
