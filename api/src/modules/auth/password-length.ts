import { registerDecorator } from 'class-validator';
import { PASSWORD_TOO_LONG, passwordFitsBcrypt } from '../../shared/domain/password-bytes';

export { MAX_PASSWORD_BYTES, PASSWORD_TOO_LONG, passwordFitsBcrypt } from '../../shared/domain/password-bytes';

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
