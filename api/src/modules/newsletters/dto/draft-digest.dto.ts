import { IsOptional, Validate, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import { parseIsoWeek } from '../../../shared/domain/iso-week';

@ValidatorConstraint({ name: 'digestWeek' })
class IsDigestWeek implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && parseIsoWeek(value) !== null;
  }

  defaultMessage(): string {
    return 'week must be an ISO week such as 2026-W07 (year, "-W", two-digit week that exists in that year)';
  }
}

/** Body of POST /api/admin/newsletters/digest; no week means the current ISO week. */
export class DraftDigestDto {
  @IsOptional()
  @Validate(IsDigestWeek)
  week?: string;
}
