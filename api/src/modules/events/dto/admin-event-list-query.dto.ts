import { AdminListQueryDto, SortField } from '../../../http/admin-list-query.dto';

export const EVENT_SORTS = ['date', 'created', 'title', 'location', 'tickets'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

/** `GET /api/admin/events`: a page, part of a title, location or line-up, and an order. */
export class AdminEventListQueryDto extends AdminListQueryDto {
  @SortField(EVENT_SORTS)
  sort: EventSort = 'date';
}
