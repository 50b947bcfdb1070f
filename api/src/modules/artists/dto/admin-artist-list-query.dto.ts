import { SortField } from '../../../http/admin-list-query.dto';
import { AdminStatusListQueryDto } from '../../publishing/admin-status-list-query.dto';

export const ARTIST_SORTS = ['updated', 'created', 'name', 'status'] as const;
export type ArtistSort = (typeof ARTIST_SORTS)[number];

/** `GET /api/admin/artists`: a page, a status, part of a name, genre or location, and an order. */
export class AdminArtistListQueryDto extends AdminStatusListQueryDto {
  @SortField(ARTIST_SORTS)
  sort: ArtistSort = 'updated';
}
