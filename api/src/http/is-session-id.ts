import { ValidateBy, ValidationArguments } from 'class-validator';
import { SESSION_ID_PATTERN } from '../shared/contracts/personalization';

export const SESSION_ID_MESSAGES = {
  missing: 'sessionId is required.',
  malformed: 'sessionId must look like session-{timestamp}-{random}',
} as const;

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value);
}

/**
 * The visitor's session id, for every endpoint that takes one (personalisation and signals).
 * One constraint with one message per case, so a reader of the 400 learns
 * whether the id was missing or malformed without a pile of overlapping errors.
 */
export function IsSessionId(): PropertyDecorator {
  return ValidateBy({
    name: 'isSessionId',
    // The pattern travels with the rule, so the API's description can state it.
    constraints: [SESSION_ID_PATTERN],
    validator: {
      validate: (value: unknown) => isSessionId(value),
      defaultMessage: (args?: ValidationArguments) =>
        args?.value === undefined || args?.value === null || args?.value === ''
          ? SESSION_ID_MESSAGES.missing
          : SESSION_ID_MESSAGES.malformed,
    },
  });
}
