import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ListQueryDto } from './list-query.dto';

/**
 * `?limit=&offset=` plus `?cursor=`: the X-Next-Cursor of the page before.
 * A cursor page costs what the first page costs, however deep the reader is;
 * offset stays for the callers that count pages.
 */
export class KeysetListQueryDto extends ListQueryDto {
  @IsOptional()
  @IsString({ message: 'cursor must be text' })
  @MaxLength(200, { message: 'cursor must be at most 200 characters' })
  @Matches(/^[\w-]+$/, {
    message: 'cursor is not valid: send the X-Next-Cursor header of the previous page unchanged',
  })
  cursor?: string;
}
