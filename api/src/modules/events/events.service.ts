import { Injectable } from '@nestjs/common';
import { EntityService } from '../../http/entity-service';
import type { Page } from '../../http/list-query.dto';
import type { AdminListRequest } from '../../http/admin-list-query.dto';
import type { EventSort } from './dto/admin-event-list-query.dto';
import type { CreateEventDto, UpdateEventDto } from './dto/event-input.dto';
import { EventEntity } from './event.entity';
import { EventFields, EventsStore } from './events.store';
import { timeZoneFromLocation } from '../../shared/domain/time-zones';

@Injectable()
export class EventsService extends EntityService<EventEntity, EventFields, CreateEventDto, UpdateEventDto> {
  constructor(private readonly events: EventsStore) {
    super(events, 'Event');
  }

  /** The admin's list: a page, searched and sorted. */
  adminList(query: AdminListRequest<EventSort>): Promise<Page<EventEntity>> {
    return this.events.adminList(query);
  }

  /** A new show without a zone takes the one its location names, else UTC. */
  override create(dto: CreateEventDto): Promise<EventEntity> {
    return super.create({ ...dto, timeZone: dto.timeZone ?? timeZoneFromLocation(dto.location) });
  }

  /** The body carries the date as an ISO string; the column is a timestamp. */
  protected override fieldsOf(dto: CreateEventDto | UpdateEventDto): Partial<EventFields> {
    const { eventDate, ...fields } = dto;
    return { ...fields, ...(eventDate ? { eventDate: new Date(eventDate) } : {}) };
  }
}
