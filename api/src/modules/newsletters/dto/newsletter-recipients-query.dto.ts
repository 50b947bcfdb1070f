import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString } from 'class-validator';
import { MaxCharacters } from '../../../http/field-rules';

const MAX_INTERESTS = 20;

/** `drill, boom bap` -> ['drill', 'boom bap']; anything else is left for the validators to refuse. */
const commaList = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((interest) => interest.trim())
        .filter(Boolean)
    : value;

/**
 * `GET /api/admin/newsletters/:id/recipients`: the segment the send form has
 * chosen, as query text (`creditProgram=true|false`, `interests=drill,boom bap`),
 * under the send's own limits.
 */
export class NewsletterRecipientsQueryDto {
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'creditProgram must be true or false (or left out for everyone)' })
  creditProgram?: 'true' | 'false';

  @IsOptional()
  @Transform(commaList)
  @IsArray({ message: 'interests must be a comma-separated list of interests' })
  @ArrayMaxSize(MAX_INTERESTS, { message: `interests holds at most ${MAX_INTERESTS} interests` })
  @IsString({ each: true, message: 'Each interest must be text' })
  @MaxCharacters(50, { each: true, message: 'Each interest must be at most 50 characters' })
  interests?: string[];
}
