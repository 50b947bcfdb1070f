import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { DEFAULT_LIST_LIMIT, LimitAtMost, ListOffset, MAX_LIST_LIMIT } from './list-query.dto';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const MAX_ADMIN_SEARCH = 100;

/**
 * `?limit=&offset=&q=&order=` on the admin's content lists. Unlike the public
 * lists, a limit past the page size is refused rather than quietly capped: the
 * desk pages through any number of rows, so asking for more in one page is a
 * mistake worth naming. Each list adds its own `sort` (see SortField).
 */
export class AdminListQueryDto {
  @LimitAtMost(MAX_LIST_LIMIT)
  limit: number = DEFAULT_LIST_LIMIT;

  @ListOffset()
  offset: number = 0;

  /** Part of a title or name (the list says which fields), any case. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'q must be text' })
  @MaxLength(MAX_ADMIN_SEARCH, { message: `q must be at most ${MAX_ADMIN_SEARCH} characters` })
  q?: string;

  @IsOptional()
  @IsIn(SORT_ORDERS, { message: `order must be one of: ${SORT_ORDERS.join(', ')}` })
  order: SortOrder = 'desc';
}

/** `?sort=`: one of the fields a list may be sorted by, named in the error when it is not. */
export function SortField(fields: readonly string[]) {
  return applyDecorators(IsOptional(), IsIn(fields, { message: `sort must be one of: ${fields.join(', ')}` }));
}

/** What a store needs of an admin list request besides its own filters. */
export interface AdminListRequest<Sort extends string> {
  limit: number;
  offset: number;
  q?: string;
  sort?: Sort;
  order?: SortOrder;
}
