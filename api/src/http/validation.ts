import { ArgumentMetadata, BadRequestException, Type, ValidationError, ValidationPipe } from '@nestjs/common';
import { findInputProblem } from './input-walk';

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

/**
 * Every body, query and route parameter passes here first: strings that
 * cannot be stored and over-deep nesting are refused for all DTOs alike,
 * before class-transformer or class-validator walk the value.
 */
function refuseUnusableInput(value: unknown, metadata: ArgumentMetadata): void {
  if (metadata.type === 'custom') return;
  const problem = findInputProblem(value, metadata.data ?? '');
  if (problem) {
    throw new BadRequestException({
      statusCode: 400,
      message: problem.message,
      errors: { [problem.field]: [problem.message] },
    });
  }
}

const NOT_DTOS: unknown[] = [String, Boolean, Number, Array, Object, Buffer, Date];

/**
 * An explicit null for a field whose DTO declares a default means "the
 * default", as leaving the field out does; without this the null would
 * replace the default and reach a NOT NULL column.
 */
function defaultsForNulls(value: unknown, metatype: Type<unknown> | undefined): unknown {
  if (!metatype || NOT_DTOS.includes(metatype) || !value || typeof value !== 'object' || Array.isArray(value)) {
    return value;
  }
  const nullKeys = Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] === null);
  if (nullKeys.length === 0) return value;
  const defaults = new metatype() as Record<string, unknown>;
  const result: Record<string, unknown> = { ...value };
  for (const key of nullKeys) if (defaults[key] !== undefined) result[key] = defaults[key];
  return result;
}

/** Route params are parsed by their own pipes (ParseIdPipe), which need the raw text. */
class InputValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    refuseUnusableInput(value, metadata);
    if (metadata.type === 'param') return value;
    return super.transform(defaultsForNulls(value, metadata.metatype), metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new InputValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => new BadRequestException(validationErrorBody(errors)),
  });
}
