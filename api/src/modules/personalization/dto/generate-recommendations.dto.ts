import { IsSessionId } from '../../../shared/http/is-session-id';

export class GenerateRecommendationsDto {
  @IsSessionId()
  sessionId: string;
}
