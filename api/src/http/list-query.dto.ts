import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const DEFAULT_LIST_LIMIT = 50;
export const MAX_LIST_LIMIT = 100;

/** `?offset=`: how many rows a page skips. */
export function ListOffset() {
  return applyDecorators(
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'offset must be a whole number' }),
    Min(0, { message: 'offset must be 0 or more' }),
    // Past a bigint (and far before) Postgres refuses the number; no list is that long.
    Max(1_000_000, { message: 'offset must be at most 1000000' }),
  );
}

/** `?limit=&offset=` on every list. */
export class ListQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  // Asking for more than the maximum is not an error: the answer is capped.
  @Transform(({ value }) =>
    Number.isInteger(Number(value)) && Number(value) > MAX_LIST_LIMIT ? MAX_LIST_LIMIT : value,
  )
  limit: number = DEFAULT_LIST_LIMIT;

  @ListOffset()
  offset: number = 0;
}

export interface Page<T> {
  items: T[];
  total: number;
}
