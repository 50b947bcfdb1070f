import { Get, Param, Query } from '@nestjs/common';
import { ListResponse } from '../../http/list-response.decorator';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import type { Response } from 'express';
import { sendPage } from '../../http/total-count';
import type { EventView } from '../../shared/contracts/admin';
import { DeskController } from '../auth/desk-controller.decorator';
import { AdminEventListQueryDto } from './dto/admin-event-list-query.dto';
import { toEventView } from './event-view';
import { EventsService } from './events.service';

/**
 * Admin-only: the desk's list of events, searched and sorted on the server.
 * The public GET /api/events is cached for every reader and keeps its upcoming-first order.
 */
@DeskController('admin/events', 'editor')
export class AdminEventsController {
  constructor(private readonly events: EventsService) {}

  /** A page, searched and sorted; the total is in X-Total-Count. */
  @Get()
  async list(@Query() query: AdminEventListQueryDto, @ListResponse() response: Response): Promise<EventView[]> {
    return sendPage(response, await this.events.adminList(query)).map(toEventView);
  }

  /** One, for the full-page editor; a 404 naming it when there is none. */
  @Get(':id')
  async findOne(@Param('id', ParseIdPipe) id: number): Promise<EventView> {
    return toEventView(await this.events.findOne(id));
  }
}
