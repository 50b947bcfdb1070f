import { Type } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  Validate,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';
import { SESSION_ID_PATTERN } from '../../../shared/contracts/personalization';
import { INTERACTION_METADATA_MAX_BYTES, INTERACTION_TYPES } from '../../../shared/contracts/signals';

export const SESSION_ID_MESSAGE = 'sessionId must look like session-{timestamp}-{random}';

@ValidatorConstraint({ name: 'smallJson' })
class IsSmallJson implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return Buffer.byteLength(JSON.stringify(value ?? null)) <= INTERACTION_METADATA_MAX_BYTES;
  }

  defaultMessage(): string {
    return `metadata must be at most ${INTERACTION_METADATA_MAX_BYTES} bytes of JSON`;
  }
}

/** POST /api/personalization/interaction */
export class RecordInteractionDto {
  @IsDefined({ message: 'articleId is required' })
  @Type(() => Number)
  @IsInt({ message: 'articleId must be a whole number' })
  @Min(1, { message: 'articleId must be a whole number' })
  @Max(2_147_483_647, { message: 'articleId must be a whole number' })
  articleId: number;

  @IsDefined({ message: 'interactionType is required' })
  @IsIn(INTERACTION_TYPES, { message: `interactionType must be one of: ${INTERACTION_TYPES.join(', ')}` })
  interactionType: string;

  @IsDefined({ message: 'sessionId is required' })
  @IsString({ message: SESSION_ID_MESSAGE })
  @Matches(SESSION_ID_PATTERN, { message: SESSION_ID_MESSAGE })
  sessionId: string;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'interactionValue must be a number' })
  interactionValue?: number;

  @IsOptional()
  @IsObject({ message: 'metadata must be a JSON object' })
  @Validate(IsSmallJson)
  metadata?: Record<string, unknown>;
}
