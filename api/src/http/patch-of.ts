import type { Type } from '@nestjs/common';
import {
  applyValidateIfDefinedDecorator,
  inheritTransformationMetadata,
  inheritValidationMetadata,
} from '@nestjs/mapped-types';

/**
 * The PATCH body of an admin form, derived from its create body: every field
 * may be left out, and a field that is sent is checked by the create rules, so
 * required text can be changed but never blanked or nulled.
 *
 * Unlike PartialType it does not carry the create body's defaults over: a
 * PATCH that leaves a field out must leave the stored value as it is, not
 * reset it to the default a new row would get.
 */
export function PatchOf<T>(createBody: Type<T>): Type<Partial<T>> {
  class PatchBody {}
  const fields = inheritValidationMetadata(createBody, PatchBody) ?? [];
  inheritTransformationMetadata(createBody, PatchBody);
  for (const field of fields) applyValidateIfDefinedDecorator(PatchBody, field);
  Object.defineProperty(PatchBody, 'name', { value: `Patch${createBody.name}` });
  return PatchBody as Type<Partial<T>>;
}
