import { Injectable } from '@nestjs/common';
import { EntityService } from '../../http/entity-service';
import type { CreateEventDto, UpdateEventDto } from './dto/event-input.dto';
import { EventEntity } from './event.entity';
import { EventFields, EventsStore } from './events.store';

@Injectable()
export class EventsService extends EntityService<EventEntity, EventFields, CreateEventDto, UpdateEventDto> {
  constructor(store: EventsStore) {
    super(store, 'Event');
  }

  /** The body carries the date as an ISO string; the column is a timestamp. */
  protected override fieldsOf(dto: CreateEventDto | UpdateEventDto): Partial<EventFields> {
    const { eventDate, ...fields } = dto;
    return { ...fields, ...(eventDate ? { eventDate: new Date(eventDate) } : {}) };
  }
}
