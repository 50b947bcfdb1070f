import { Transform, Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import { RECOMMENDATIONS_LIMIT } from '../../../shared/contracts/personalization';
import { SessionQueryDto } from './session-query.dto';

export class RecommendationsQueryDto extends SessionQueryDto {
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  // The spec's limit is 8 per request: asking for more is not an error, the answer is capped.
  @Transform(({ value }) =>
    Number.isInteger(Number(value)) && Number(value) > RECOMMENDATIONS_LIMIT ? RECOMMENDATIONS_LIMIT : value,
  )
  limit: number = RECOMMENDATIONS_LIMIT;
}
