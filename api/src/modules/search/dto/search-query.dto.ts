import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  SEARCH_QUERY_MAX_CHARS,
  SEARCH_TYPES,
  type SearchType,
} from '../../../shared/contracts/search';

/** `?q=&type=&limit=` of site search. */
export class SearchQueryDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'q must be text' })
  @IsNotEmpty({ message: 'q must not be empty: give the words to search for' })
  @MaxLength(SEARCH_QUERY_MAX_CHARS, { message: `q must be at most ${SEARCH_QUERY_MAX_CHARS} characters` })
  // Absent reads as empty, so the answer says what to do rather than 'must be text'.
  q: string = '';

  @IsOptional()
  @IsIn(SEARCH_TYPES, { message: `type must be one of ${SEARCH_TYPES.join(', ')}` })
  type?: SearchType;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(SEARCH_MAX_LIMIT, { message: `limit must be at most ${SEARCH_MAX_LIMIT}` })
  limit: number = SEARCH_DEFAULT_LIMIT;
}
