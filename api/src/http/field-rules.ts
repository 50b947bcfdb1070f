import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  ValidationOptions,
} from 'class-validator';
import { httpOrSitePath } from '../shared/domain/safe-url';
import { canonicalTimeZone } from '../shared/domain/time-zones';

/**
 * Field rules shared by the admin forms' DTOs, with messages a person can act on.
 * `Required*` fields must be present on create; on update (PATCH) wrap them in
 * `WhenPresent()` so they may be left out but never blanked or nulled.
 */

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimToNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** Characters as Postgres counts them: code points, a surrogate pair being one. */
export function characterCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0xdc00 && code <= 0xdfff && i > 0) {
      const previous = text.charCodeAt(i - 1);
      if (previous >= 0xd800 && previous <= 0xdbff) continue;
    }
    count += 1;
  }
  return count;
}

/**
 * At most `max` characters, counted as a varchar(max) column counts them.
 * class-validator's MaxLength counts a character followed by an emoji
 * variation selector as one, so text it passes can overflow the column.
 */
export function MaxCharacters(max: number, options: ValidationOptions) {
  return ValidateBy(
    {
      name: 'maxCharacters',
      constraints: [max],
      validator: { validate: (value: unknown) => typeof value !== 'string' || characterCount(value) <= max },
    },
    options,
  );
}

// The error body lists the last-registered rule first, so "is required" comes last in each list.

export function RequiredText(label: string, maxLength: number) {
  return applyDecorators(
    Transform(trim),
    MaxCharacters(maxLength, { message: `${label} must be at most ${maxLength} characters` }),
    IsString({ message: `${label} is required` }),
    IsNotEmpty({ message: `${label} is required` }),
  );
}

/** Empty text is stored as null. */
export function OptionalText(label: string, maxLength: number) {
  return applyDecorators(
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: `${label} must be text` }),
    MaxCharacters(maxLength, { message: `${label} must be at most ${maxLength} characters` }),
  );
}

/** An http(s) address, or empty (stored as null). */
export function OptionalHttpUrl(label: string) {
  return applyDecorators(
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: `${label} must be a web address starting with http:// or https://` }),
    MaxCharacters(2048, { message: `${label} must be at most 2048 characters` }),
    IsUrl(
      { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
      { message: `${label} must be a web address starting with http:// or https://` },
    ),
  );
}

export function RequiredHttpUrl(label: string) {
  return applyDecorators(
    Transform(trim),
    IsUrl(
      { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
      { message: `${label} must be a web address starting with http:// or https://` },
    ),
    MaxCharacters(2048, { message: `${label} must be at most 2048 characters` }),
    IsString({ message: `${label} is required` }),
    IsNotEmpty({ message: `${label} is required` }),
  );
}

/** May be left out (the column's default applies); null is refused, since the column holds only true or false. */
/** A link readers follow: an http(s) web address, or a path on this site such as '/search?q=Blue%20Line'. */
export function RequiredLinkUrl(label: string) {
  const message = `${label} must be a web address starting with http:// or https://, or a path on this site starting with /`;
  return applyDecorators(
    Transform(trim),
    ValidateBy(
      {
        name: 'httpOrSitePath',
        validator: { validate: (value: unknown) => typeof value === 'string' && httpOrSitePath(value) === value },
      },
      { message },
    ),
    MaxCharacters(2048, { message: `${label} must be at most 2048 characters` }),
    IsString({ message: `${label} is required` }),
    IsNotEmpty({ message: `${label} is required` }),
  );
}

export function OptionalBoolean(label: string) {
  return applyDecorators(
    ValidateIf((_object: object, value: unknown) => value !== undefined),
    IsBoolean({ message: `${label} must be true or false` }),
  );
}

/**
 * An object field checked by its own DTO class (`dto`); anything but an
 * object is refused with `message`, which says what the object holds.
 */
export function NestedObject(dto: () => new () => object, message: string) {
  // Registered in the order the three stood as separate decorators, so the errors keep their order.
  return applyDecorators(Type(dto), ValidateNested(), IsObject({ message }));
}

/** For PATCH: validate the field only when the client sent it (null counts as sent, and fails). */
export function WhenPresent() {
  return ValidateIf((_object: object, value: unknown) => value !== undefined);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * An ISO 8601 date-time with its time zone (Z or an offset), so it names one
 * instant whatever the server's zone. Empty values pass here and are left to
 * IsNotEmpty, so a missing date gets the "required" message, not this one.
 */
export function IsIsoInstant(message: string) {
  return ValidateBy({
    name: 'isIsoInstant',
    validator: {
      validate: (value: unknown) =>
        value === undefined ||
        value === null ||
        value === '' ||
        (typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))),
      defaultMessage: () => message,
    },
  });
}

/**
 * An IANA time zone name (America/Chicago), any case, stored as the time zone
 * database spells it. Empty, null or left out leaves the zone as it is, and a
 * new row takes the one its location names (see timeZoneFromLocation).
 */
export function OptionalTimeZone(label: string) {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
      return typeof value === 'string' ? (canonicalTimeZone(value) ?? value) : value;
    }),
    ValidateIf((_object: object, value: unknown) => value !== undefined),
    ValidateBy({
      name: 'isTimeZone',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && canonicalTimeZone(value) === value,
        defaultMessage: () => `${label} must be an IANA time zone name such as America/Chicago, Europe/London or UTC`,
      },
    }),
  );
}
