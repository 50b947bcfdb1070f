import { IsSessionId } from './is-session-id';

export class GenerateRecommendationsDto {
  @IsSessionId()
  sessionId: string;
}
