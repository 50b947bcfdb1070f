import { IsDefined, IsString, Matches, MaxLength } from 'class-validator';
import { SESSION_ID_PATTERN } from '../../../shared/contracts/personalization';
import { VISIT_PATH_MAX_LENGTH } from '../../../shared/contracts/signals';
import { SESSION_ID_MESSAGE } from './record-interaction.dto';

/** POST /api/visits */
export class RecordVisitDto {
  @IsDefined({ message: 'sessionId is required' })
  @IsString({ message: SESSION_ID_MESSAGE })
  @Matches(SESSION_ID_PATTERN, { message: SESSION_ID_MESSAGE })
  sessionId: string;

  @IsDefined({ message: 'path is required' })
  @IsString({ message: 'path must be a site path such as /articles' })
  @Matches(/^\/[^\s]*$/, { message: 'path must be a site path such as /articles' })
  @MaxLength(VISIT_PATH_MAX_LENGTH, { message: `path must be at most ${VISIT_PATH_MAX_LENGTH} characters` })
  path: string;
}
