import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/**
 * Turns class-validator errors into `{statusCode: 400, message, errors}`:
 * `message` is the first problem in field order (what a form shows in its toast),
 * `errors` maps every field to all of its messages.
 */
export function validationErrorBody(validationErrors: ValidationError[]) {
  const errors: Record<string, string[]> = {};
  const collect = (items: ValidationError[], prefix: string) => {
    for (const item of items) {
      const path = prefix ? `${prefix}.${item.property}` : item.property;
      if (item.constraints) {
        // class-validator lists constraints innermost-first; show the most basic one first.
        errors[path] = [...new Set(Object.values(item.constraints).reverse())];
      }
      if (item.children?.length) collect(item.children, path);
    }
  };
  collect(validationErrors, '');
  const first = Object.values(errors)[0]?.[0] ?? 'The request is not valid.';
  return { statusCode: 400, message: first, errors };
}

/** Route params are parsed by their own pipes (ParseIdPipe), which need the raw text. */
class BodyAndQueryValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'param') return value;
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new BodyAndQueryValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => new BadRequestException(validationErrorBody(errors)),
  });
}
