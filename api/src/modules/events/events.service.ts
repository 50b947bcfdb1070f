import { Injectable } from '@nestjs/common';
import { foundOr404, notFound } from '../../http/found-or-404';
import type { Page } from '../../http/list-query.dto';
import type { AdminListRequest } from '../../http/admin-list-query.dto';
import type { EventSort } from './dto/admin-event-list-query.dto';
import type { CreateEventDto, UpdateEventDto } from './dto/event-input.dto';
import { EventEntity } from './event.entity';
import { EventFields, EventsStore } from './events.store';
import { timeZoneFromLocation } from '../../shared/domain/time-zones';

const NOUN = 'Event';

@Injectable()
export class EventsService {
  constructor(private readonly events: EventsStore) {}

  /** Shows in the calendar's order. */
  list(page: { limit: number; offset: number }): Promise<Page<EventEntity>> {
    return this.events.list(page);
  }

  /** One show; a 404 naming it when there is none. */
  async findOne(id: number): Promise<EventEntity> {
    return foundOr404(NOUN, id, await this.events.findById(id));
  }

  /** The admin's list: a page, searched and sorted. */
  adminList(query: AdminListRequest<EventSort>): Promise<Page<EventEntity>> {
    return this.events.adminList(query);
  }

  /** A new show without a zone takes the one its location names, else UTC. */
  create(dto: CreateEventDto): Promise<EventEntity> {
    return this.events.create(columnsOf({ ...dto, timeZone: dto.timeZone ?? timeZoneFromLocation(dto.location) }));
  }

  /** An edit; a 404 naming the show when there is none. */
  async update(id: number, dto: UpdateEventDto): Promise<EventEntity> {
    return foundOr404(NOUN, id, await this.events.update(id, columnsOf(dto)));
  }

  async remove(id: number): Promise<void> {
    if (!(await this.events.delete(id))) throw notFound(NOUN, id);
  }
}

/** The body carries the date as an ISO string; the column is a timestamp. */
function columnsOf(dto: CreateEventDto | UpdateEventDto): Partial<EventFields> {
  const { eventDate, ...fields } = dto;
  return { ...fields, ...(eventDate ? { eventDate: new Date(eventDate) } : {}) };
}
