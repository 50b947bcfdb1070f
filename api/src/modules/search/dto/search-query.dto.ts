import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { LimitAtMost } from '../../../http/list-query.dto';
import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  SEARCH_QUERY_MAX_CHARS,
  SEARCH_TYPES,
  type SearchType,
} from '../../../shared/contracts/search';

/** `?q=&type=&limit=&prefix=` of site search. */
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

  @LimitAtMost(SEARCH_MAX_LIMIT)
  limit: number = SEARCH_DEFAULT_LIMIT;

  /** `true` while the reader is typing: the last word also matches as the start of a longer one. */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'prefix must be true or false (true while the reader is still typing)' })
  prefix?: 'true' | 'false';
}
