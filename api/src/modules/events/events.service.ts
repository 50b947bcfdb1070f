import { Injectable, NotFoundException } from '@nestjs/common';
import type { ListQueryDto, Page } from '../../http/list-query.dto';
import type { CreateEventDto, UpdateEventDto } from './dto/event-input.dto';
import { EventEntity } from './event.entity';
import { EventsStore } from './events.store';

@Injectable()
export class EventsService {
  constructor(private readonly store: EventsStore) {}

  list(query: ListQueryDto): Promise<Page<EventEntity>> {
    return this.store.list(query);
  }

  async findOne(id: number): Promise<EventEntity> {
    const event = await this.store.findById(id);
    if (!event) throw notFound(id);
    return event;
  }

  create(dto: CreateEventDto): Promise<EventEntity> {
    const { eventDate, ...fields } = dto;
    return this.store.create({ ...fields, eventDate: new Date(eventDate) });
  }

  async update(id: number, dto: UpdateEventDto): Promise<EventEntity> {
    const { eventDate, ...fields } = dto;
    const event = await this.store.update(id, { ...fields, ...(eventDate ? { eventDate: new Date(eventDate) } : {}) });
    if (!event) throw notFound(id);
    return event;
  }

  async remove(id: number): Promise<void> {
    if (!(await this.store.delete(id))) throw notFound(id);
  }
}

function notFound(id: number): NotFoundException {
  return new NotFoundException(`Event ${id} was not found.`);
}
