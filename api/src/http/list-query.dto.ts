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

// The error body lists the last-registered rule first: the bounds are registered
// before the whole-number rule so "must be a whole number" leads.

/** `?limit=` of at least 1 and at most `max`: asking for more is refused. */
export function LimitAtMost(max: number) {
  return applyDecorators(
    IsOptional(),
    Type(() => Number),
    Max(max, { message: `limit must be at most ${max}` }),
    Min(1, { message: 'limit must be at least 1' }),
    IsInt({ message: 'limit must be a whole number' }),
  );
}

/** `?limit=` of at least 1: asking for more than `max` is not an error, the answer is capped. */
export function CappedLimit(max: number) {
  return applyDecorators(
    Type(() => Number),
    Transform(({ value }) => (Number.isInteger(Number(value)) && Number(value) > max ? max : value)),
    Min(1, { message: 'limit must be at least 1' }),
    IsInt({ message: 'limit must be a whole number' }),
  );
}

/** `?limit=&offset=` on every list. */
export class ListQueryDto {
  @IsOptional()
  @CappedLimit(MAX_LIST_LIMIT)
  limit: number = DEFAULT_LIST_LIMIT;

  @ListOffset()
  offset: number = 0;
}

export interface Page<T> {
  items: T[];
  total: number;
}
