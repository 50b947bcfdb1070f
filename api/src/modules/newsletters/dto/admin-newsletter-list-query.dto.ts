import { AdminListQueryDto, SortField } from '../../../http/admin-list-query.dto';

export const NEWSLETTER_SORTS = ['created', 'published', 'title', 'status'] as const;
export type NewsletterSort = (typeof NEWSLETTER_SORTS)[number];

/** `GET /api/admin/newsletters`: a page, part of a title or description, and an order. */
export class AdminNewsletterListQueryDto extends AdminListQueryDto {
  @SortField(NEWSLETTER_SORTS)
  sort: NewsletterSort = 'created';
}
