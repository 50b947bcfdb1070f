import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Page } from '../../http/list-query.dto';
import { EventEntity } from './event.entity';

export type EventFields = Omit<EventEntity, 'id' | 'createdAt'>;

/** The one place that reads and writes `events`. */
@Injectable()
export class EventsStore {
  constructor(@InjectRepository(EventEntity) private readonly events: Repository<EventEntity>) {}

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

  findById(id: number): Promise<EventEntity | null> {
    return this.events.findOneBy({ id });
  }

  create(fields: Partial<EventFields>): Promise<EventEntity> {
    return this.events.save(this.events.create(fields));
  }

  /** Applies `changes`; null when the event does not exist. */
  async update(id: number, changes: Partial<EventFields>): Promise<EventEntity | null> {
    const existing = await this.findById(id);
    return existing ? this.events.save(this.events.merge(existing, changes)) : null;
  }

  /** False when there was nothing to delete. */
  async delete(id: number): Promise<boolean> {
    const { affected } = await this.events.delete({ id });
    return Boolean(affected);
  }
}
