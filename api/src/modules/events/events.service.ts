import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ListQueryDto, Page } from '../../shared/http/list-query.dto';
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
}
