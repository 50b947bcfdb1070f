import { instantOfZonedClock } from '@api/shared/domain/time-zones';
import type { FieldSpec, FormValues } from './entity-spec';

/** '2030-06-01T20:00' typed in the browser's zone becomes the instant the admin meant. */
export function localInputToIso(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** An ISO instant shown in a datetime-local input, in the browser's zone. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The first problem per field, for the client-side check (the server checks again). */
export function validateValues(fields: FieldSpec[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.required && (typeof value !== 'string' || value.trim() === '')) {
      errors[field.name] = field.requiredMessage ?? `${field.label} is required`;
    }
  }
  return errors;
}

/** The JSON body for POST/PATCH: trimmed text, ISO dates, booleans, tag lists. */
export function toPayload(fields: FieldSpec[], values: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    switch (field.kind) {
      case 'checkbox':
        payload[field.name] = Boolean(value);
        break;
      case 'datetime': {
        const typed = String(value ?? '');
        const zone = field.clockZone?.(values);
        payload[field.name] = zone
          ? (instantOfZonedClock(typed, zone) ?? localInputToIso(typed))
          : localInputToIso(typed);
        break;
      }
      case 'tags':
        payload[field.name] = String(value ?? '')
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean);
        break;
      default: {
        const text = String(value ?? '').trim();
        // An emptied optional field is cleared (null); the server stores empty text as null too.
        payload[field.name] = text === '' && !field.required ? null : text;
      }
    }
  }
  return payload;
}
