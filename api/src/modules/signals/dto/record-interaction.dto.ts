import { Type } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsNumber,
  IsObject,
  IsOptional,
  Validate,
  ValidationArguments,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';
import { IsSessionId } from '../../../http/is-session-id';
import { INTERACTION_METADATA_MAX_BYTES, INTERACTION_TYPES } from '../../../shared/contracts/signals';

const MAX_ID = 2_147_483_647;

/** One rule, one message: "required" when missing, "whole number" when wrong. */
@ValidatorConstraint({ name: 'articleId' })
class IsArticleId implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
  }

  defaultMessage(args: ValidationArguments): string {
    return args.value === undefined || args.value === null
      ? 'articleId is required'
      : 'articleId must be a whole number';
  }
}

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
  @Type(() => Number)
  @Validate(IsArticleId)
  articleId: number;

  @IsDefined({ message: 'interactionType is required' })
  @IsIn(INTERACTION_TYPES, { message: `interactionType must be one of: ${INTERACTION_TYPES.join(', ')}` })
  interactionType: string;

  @IsSessionId()
  sessionId: string;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'interactionValue must be a number' })
  interactionValue?: number;

  @IsOptional()
  @IsObject({ message: 'metadata must be a JSON object' })
  @Validate(IsSmallJson)
  metadata?: Record<string, unknown>;
}
