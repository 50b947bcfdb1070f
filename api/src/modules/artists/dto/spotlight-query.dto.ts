import { IsOptional, Validate, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import { parseIsoWeek } from '../../../shared/domain/iso-week';

@ValidatorConstraint({ name: 'isoWeek' })
class IsIsoWeek implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && parseIsoWeek(value) !== null;
  }

  defaultMessage(): string {
    return 'week must be an ISO week such as 2026-W07 (year, "-W", two-digit week that exists in that year)';
  }
}

export class SpotlightQueryDto {
  @IsOptional()
  @Validate(IsIsoWeek)
  week?: string;
}
