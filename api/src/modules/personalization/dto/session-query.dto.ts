import { IsSessionId } from '../../../http/is-session-id';

/** `?sessionId=`: who is asking; personalised answers are keyed by it. */
export class SessionQueryDto {
  @IsSessionId()
  sessionId: string;
}
