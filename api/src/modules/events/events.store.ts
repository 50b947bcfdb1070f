import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, MoreThanOrEqual, Repository, SelectQueryBuilder } from 'typeorm';
import { EntityStore } from '../../database/entity-store';
import { queryPrepared } from '../../database/prepared-statement';
import { TextSearchRequest, TextSearchRow, textSearchParams, textSearchSql } from '../../database/text-search-sql';
import type { Page } from '../../http/list-query.dto';
import type { AdminListRequest } from '../../http/admin-list-query.dto';
import { applyAdminList, type AdminListShape } from '../../database/admin-list-sql';
import type { EventSort } from './dto/admin-event-list-query.dto';
import { EventEntity } from './event.entity';
import { pageOf } from '../../database/page-of';

/** How the admin's list sorts and what its search looks in. */
const ADMIN_EVENT_LIST: AdminListShape<EventSort> = {
  sortColumns: {
    date: 'event.event_date',
    created: 'event.created_at',
    title: 'event.title',
    location: 'event.location',
    tickets: 'event.tickets_available',
  },
  defaultSort: 'date',
  searchColumns: ['event.title', 'event.location', 'event.artists'],
  idColumn: 'event.id',
};

export type EventFields = Omit<EventEntity, 'id' | 'createdAt'>;

export interface EventSearchRow extends TextSearchRow {
  title: string;
  artists: string;
  location: string;
  event_date: Date;
}

const EVENT_SEARCH_SQL = textSearchSql({
  table: 'events',
  titleColumn: 'title',
  snippetSource: `concat_ws(' · ', t.artists, t.location)`,
  select: 't.id, t.title, t.artists, t.location, t.event_date',
  newest: 't.event_date',
});

/** The one place that reads and writes `events`. */
@Injectable()
export class EventsStore extends EntityStore<EventEntity, EventFields> {
  constructor(@InjectRepository(EventEntity) private readonly events: Repository<EventEntity>) {
    super(events);
  }

  /** Soonest upcoming first; events already past follow, most recent first. */
  list(page: { limit: number; offset: number }): Promise<Page<EventEntity>> {
    return pageOf(
      this.events
        .createQueryBuilder('event')
        .orderBy('(event.event_date < now())', 'ASC')
        .addOrderBy('CASE WHEN event.event_date >= now() THEN event.event_date END', 'ASC')
        .addOrderBy('event.event_date', 'DESC')
        .addOrderBy('event.id', 'ASC')
        .take(page.limit)
        .skip(page.offset),
    );
  }

  /** The admin's list: searched and sorted, latest date first by default (the event_date index read backwards). */
  adminList(request: AdminListRequest<EventSort>): Promise<Page<EventEntity>> {
    return pageOf(this.adminListQuery(request));
  }

  /** The admin list's query, exposed so a spec can EXPLAIN exactly what the API runs. */
  adminListQuery(request: AdminListRequest<EventSort>): SelectQueryBuilder<EventEntity> {
    return applyAdminList(this.events.createQueryBuilder('event'), ADMIN_EVENT_LIST, request);
  }

  /** Events on or after `from`. */
  async countUpcoming(from: Date): Promise<number> {
    return this.events.createQueryBuilder('event').where('event.event_date >= :from', { from }).getCount();
  }

  /** Events on or after `from`, soonest first, at most `limit`. */
  upcoming(from: Date, limit: number): Promise<EventEntity[]> {
    return this.events.find({
      where: { eventDate: MoreThanOrEqual(from) },
      order: { eventDate: 'ASC', id: 'ASC' },
      take: limit,
    });
  }

  /** Events dated in [`from`, `to`), soonest first. */
  between(from: Date, to: Date): Promise<EventEntity[]> {
    return this.events.find({ where: { eventDate: Between(from, to) }, order: { eventDate: 'ASC', id: 'ASC' } });
  }

  /** Site search over events: title, artists and location (see textSearchSql). */
  search(request: TextSearchRequest): Promise<EventSearchRow[]> {
    return queryPrepared(this.events.manager, EVENT_SEARCH_SQL, textSearchParams(request));
  }
}
