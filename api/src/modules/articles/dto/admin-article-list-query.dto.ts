import { SortField } from '../../../http/admin-list-query.dto';
import { AdminStatusListQueryDto } from '../../publishing/admin-status-list-query.dto';

export const ARTICLE_SORTS = ['published', 'created', 'updated', 'title', 'status'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];

/** `GET /api/admin/articles`: a page, a status, words of the title, author or source, and an order. */
export class AdminArticleListQueryDto extends AdminStatusListQueryDto {
  @SortField(ARTICLE_SORTS)
  sort: ArticleSort = 'published';
}
