import { ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

type Schema = Record<string, unknown>;
type DtoClass = new () => object;

const PLAIN_TYPES: unknown[] = [String, Boolean, Number, Array, Object, Buffer, Date, Promise];

/** Whether a route parameter's or field's declared type is a class class-validator may know, not a plain type. */
export function isDtoClass(type: unknown): type is DtoClass {
  return typeof type === 'function' && !PLAIN_TYPES.includes(type);
}

const DESCRIBED = new WeakSet<DtoClass>();

/** How each class-validator rule reads in a JSON schema; rules not listed here add nothing. */
const RULES: Record<string, (schema: Schema, constraints: unknown[]) => void> = {
  isString: (s) => (s.type ??= 'string'),
  isNotEmpty: (s) => (s.minLength ??= 1),
  maxLength: (s, [max]) => (s.maxLength = max),
  maxCharacters: (s, [max]) => (s.maxLength = max),
  minLength: (s, [min]) => (s.minLength = min),
  isIn: (s, [values]) => (s.enum = values),
  isBoolean: (s) => (s.type = 'boolean'),
  isInt: (s) => (s.type = 'integer'),
  isNumber: (s) => (s.type = 'number'),
  min: (s, [min]) => (s.minimum = min),
  max: (s, [max]) => (s.maximum = max),
  isArray: (s) => (s.type = 'array'),
  arrayMaxSize: (s, [max]) => (s.maxItems = max),
  arrayNotEmpty: (s) => (s.minItems = 1),
  arrayUnique: (s) => (s.uniqueItems = true),
  isEmail: (s) => Object.assign(s, { type: 'string', format: 'email' }),
  isUrl: (s) => Object.assign(s, { type: 'string', format: 'uri' }),
  isObject: (s) => (s.type = 'object'),
  isIsoInstant: (s) => Object.assign(s, { type: 'string', format: 'date-time' }),
};

/**
 * Describes a DTO's fields for the OpenAPI document from the class-validator
 * rules the API already enforces, so the document cannot drift from the
 * validation and no field needs a second, hand-written annotation. Nested
 * DTOs are described too. Idempotent: each class is described once.
 */
export function describeDtoForOpenApi(dto: DtoClass): void {
  if (DESCRIBED.has(dto)) return;
  DESCRIBED.add(dto);
  const metadatas = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  const byProperty = new Map<string, ValidationMetadata[]>();
  for (const metadata of metadatas) {
    byProperty.set(metadata.propertyName, [...(byProperty.get(metadata.propertyName) ?? []), metadata]);
  }
  const defaults = new dto() as Record<string, unknown>;
  for (const [property, rules] of byProperty) {
    const options = propertyOptions(dto, property, rules, defaults[property]);
    const nested = options.type;
    if (isDtoClass(nested)) describeDtoForOpenApi(nested);
    ApiProperty(options)(dto.prototype, property);
  }
}

function propertyOptions(
  dto: DtoClass,
  property: string,
  rules: ValidationMetadata[],
  defaultValue: unknown,
): ApiPropertyOptions {
  const schema: Schema = {};
  const items: Schema = {};
  let optional = defaultValue !== undefined;
  let nested: unknown;
  for (const rule of rules) {
    if (rule.type === ValidationTypes.CONDITIONAL_VALIDATION) optional = true;
    if (rule.type === ValidationTypes.NESTED_VALIDATION) {
      nested = Reflect.getMetadata('design:type', dto.prototype, property);
    }
    const constraints = rule.constraints ?? [];
    const target = rule.each ? items : schema;
    const apply = rule.name ? RULES[rule.name] : undefined;
    if (apply) apply(target, constraints);
    // A custom rule built on a regular expression documents it as the field's pattern.
    else if (constraints[0] instanceof RegExp)
      Object.assign(target, { type: 'string', pattern: constraints[0].source });
  }
  const options: Schema = { ...schema, required: !optional };
  if (defaultValue !== undefined) options.default = defaultValue;
  if (Object.keys(items).length > 0) Object.assign(options, { type: 'array', items });
  if (isDtoClass(nested)) options.type = nested;
  else if (options.type === undefined) {
    // No rule names a type: let the schema carry the TypeScript type, as Swagger would without us.
    const declared = Reflect.getMetadata('design:type', dto.prototype, property);
    if (declared === Number || declared === String || declared === Boolean) options.type = declared;
  }
  return options as ApiPropertyOptions;
}
