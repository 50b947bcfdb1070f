import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ListQueryDto, Page } from '../../http/list-query.dto';
import type { CreateEventDto, UpdateEventDto } from './dto/event-input.dto';
import { EventEntity } from './event.entity';

@Injectable()
export class EventsService {
  constructor(@InjectRepository(EventEntity) private readonly events: Repository<EventEntity>) {}

  /** Soonest upcoming first; events already past follow, most recent first. */
  async list(query: ListQueryDto): Promise<Page<EventEntity>> {
    const [items, total] = await this.events
      .createQueryBuilder('event')
      .orderBy('(event.event_date < now())', 'ASC')
      .addOrderBy('CASE WHEN event.event_date >= now() THEN event.event_date END', 'ASC')
      .addOrderBy('event.event_date', 'DESC')
      .addOrderBy('event.id', 'ASC')
      .take(query.limit)
      .skip(query.offset)
      .getManyAndCount();
    return { items, total };
  }

  async findOne(id: number): Promise<EventEntity> {
    const event = await this.events.findOneBy({ id });
    if (!event) throw new NotFoundException(`Event ${id} was not found.`);
    return event;
  }

  async create(dto: CreateEventDto): Promise<EventEntity> {
    const { eventDate, ...fields } = dto;
    return this.events.save(this.events.create({ ...fields, eventDate: new Date(eventDate) }));
  }

  async update(id: number, dto: UpdateEventDto): Promise<EventEntity> {
    const { eventDate, ...fields } = dto;
    const event = this.events.merge(await this.findOne(id), fields);
    if (eventDate) event.eventDate = new Date(eventDate);
    return this.events.save(event);
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.events.delete({ id });
    if (!affected) throw new NotFoundException(`Event ${id} was not found.`);
  }
}
