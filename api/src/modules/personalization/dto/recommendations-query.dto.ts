import { CappedLimit } from '../../../http/list-query.dto';
import { RECOMMENDATIONS_LIMIT } from '../../../shared/contracts/personalization';
import { SessionQueryDto } from './session-query.dto';

export class RecommendationsQueryDto extends SessionQueryDto {
  // The spec's limit is 8 per request: asking for more is not an error, the answer is capped.
  @CappedLimit(RECOMMENDATIONS_LIMIT)
  limit: number = RECOMMENDATIONS_LIMIT;
}
