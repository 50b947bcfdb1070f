import { applyDecorators } from '@nestjs/common';
import { IsOptional, Validate, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import { parseIsoWeek } from '../shared/domain/iso-week';

@ValidatorConstraint({ name: 'isoWeek' })
class IsIsoWeek implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && parseIsoWeek(value) !== null;
  }

  defaultMessage(): string {
    return 'week must be an ISO week such as 2026-W07 (year, "-W", two-digit week that exists in that year)';
  }
}

/** A `week` that may be left out, and otherwise names an ISO week that exists, such as 2026-W07. */
export function OptionalIsoWeek() {
  return applyDecorators(IsOptional(), Validate(IsIsoWeek));
}
