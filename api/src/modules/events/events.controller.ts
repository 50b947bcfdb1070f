import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Response } from 'express';
import { ListQueryDto } from '../../http/list-query.dto';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import { sendPage } from '../../http/total-count';
import type { EventView } from '../../shared/contracts/admin';
import { AdminGuard } from '../auth/admin.guard';
import { toEventView } from './event-view';
import { CreateEventDto, UpdateEventDto } from './dto/event-input.dto';
import { EventsService } from './events.service';
import { CachedRead } from '../public-cache/cache-rules.decorator';

@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  // "Upcoming first" moves as the clock passes an event's date, with no write at all.
  @CachedRead({ tables: ['events'], ttlMs: 30_000 })
  @Get()
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<EventView[]> {
    return sendPage(response, await this.events.list(query)).map(toEventView);
  }

  @Post()
  @UseGuards(AdminGuard)
  async create(@Body() dto: CreateEventDto): Promise<EventView> {
    return toEventView(await this.events.create(dto));
  }

  @Patch(':id')
  @UseGuards(AdminGuard)
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateEventDto): Promise<EventView> {
    return toEventView(await this.events.update(id, dto));
  }

  @Delete(':id')
  @UseGuards(AdminGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.events.remove(id);
  }
}
