import { IsSessionId } from '../../../http/is-session-id';

export class GenerateRecommendationsDto {
  @IsSessionId()
  sessionId: string;
}
