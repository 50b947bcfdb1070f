import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, Repository } from 'typeorm';
import { EntityStore } from '../../database/entity-store';
import type { Page } from '../../http/list-query.dto';
import { EventEntity } from './event.entity';

export type EventFields = Omit<EventEntity, 'id' | 'createdAt'>;

/** The one place that reads and writes `events`. */
@Injectable()
export class EventsStore extends EntityStore<EventEntity, EventFields> {
  constructor(@InjectRepository(EventEntity) private readonly events: Repository<EventEntity>) {
    super(events);
  }

  /** Soonest upcoming first; events already past follow, most recent first. */
  async list(page: { limit: number; offset: number }): Promise<Page<EventEntity>> {
    const [items, total] = await this.events
      .createQueryBuilder('event')
      .orderBy('(event.event_date < now())', 'ASC')
      .addOrderBy('CASE WHEN event.event_date >= now() THEN event.event_date END', 'ASC')
      .addOrderBy('event.event_date', 'DESC')
      .addOrderBy('event.id', 'ASC')
      .take(page.limit)
      .skip(page.offset)
      .getManyAndCount();
    return { items, total };
  }

  /** Events on or after `from`. */
  async countUpcoming(from: Date): Promise<number> {
    return this.events.createQueryBuilder('event').where('event.event_date >= :from', { from }).getCount();
  }

  /** Events dated in [`from`, `to`), soonest first. */
  between(from: Date, to: Date): Promise<EventEntity[]> {
    return this.events.find({ where: { eventDate: Between(from, to) }, order: { eventDate: 'ASC', id: 'ASC' } });
  }
}
