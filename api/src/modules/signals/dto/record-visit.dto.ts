import { Validate, ValidationArguments, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import { IsSessionId } from '../../../http/is-session-id';
import { VISIT_PATH_MAX_LENGTH } from '../../../shared/contracts/signals';

const SITE_PATH = /^\/\S*$/;

/** A path of this site ('/articles'), never a full URL; "required" when missing. */
@ValidatorConstraint({ name: 'sitePath' })
class IsSitePath implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && value.length <= VISIT_PATH_MAX_LENGTH && SITE_PATH.test(value);
  }

  defaultMessage(args: ValidationArguments): string {
    if (args.value === undefined || args.value === null) return 'path is required';
    if (typeof args.value === 'string' && args.value.length > VISIT_PATH_MAX_LENGTH) {
      return `path must be at most ${VISIT_PATH_MAX_LENGTH} characters`;
    }
    return 'path must be a site path such as /articles';
  }
}

/** POST /api/visits */
export class RecordVisitDto {
  @IsSessionId()
  sessionId: string;

  // The pattern travels with the rule, so the API's description can state it.
  @Validate(IsSitePath, [SITE_PATH])
  path: string;
}
