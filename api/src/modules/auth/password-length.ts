import { registerDecorator } from 'class-validator';

/** bcrypt reads the first 72 bytes of a password (UTF-8) and silently ignores the rest. */
export const MAX_PASSWORD_BYTES = 72;

export const PASSWORD_TOO_LONG =
  `Password must be at most ${MAX_PASSWORD_BYTES} bytes: 72 plain letters, fewer with accents or emoji. ` +
  'Please choose a shorter one.';

/**
 * Whether bcrypt would read all of the password. A longer one would match
 * every password sharing its first 72 bytes, so it is refused rather than cut.
 */
export function passwordFitsBcrypt(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') <= MAX_PASSWORD_BYTES;
}

/** Validates a password field: at most MAX_PASSWORD_BYTES bytes in UTF-8. */
export function FitsBcrypt(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'fitsBcrypt',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: PASSWORD_TOO_LONG },
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || passwordFitsBcrypt(value),
      },
    });
  };
}
