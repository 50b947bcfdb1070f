import { AdminListQueryDto, SortField } from '../../../http/admin-list-query.dto';

export const RELEASE_SORTS = ['released', 'created', 'title', 'artist', 'type'] as const;
export type ReleaseSort = (typeof RELEASE_SORTS)[number];

/** `GET /api/admin/releases`: a page, part of a title or artist, and an order. */
export class AdminReleaseListQueryDto extends AdminListQueryDto {
  @SortField(RELEASE_SORTS)
  sort: ReleaseSort = 'released';
}
