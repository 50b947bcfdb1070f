import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { RECOGNITION_MESSAGES } from '../../../shared/contracts/recognition';
import { SessionQueryDto } from '../../personalization/dto/session-query.dto';

/** POST /api/subscriptions/recognition: the `st` (or preferences) token of an email link, and this browser's session. */
export class RecogniseDto extends SessionQueryDto {
  @IsString({ message: RECOGNITION_MESSAGES.invalid })
  @IsNotEmpty({ message: RECOGNITION_MESSAGES.invalid })
  @MaxLength(200, { message: RECOGNITION_MESSAGES.invalid })
  token: string;
}
