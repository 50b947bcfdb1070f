import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * The years a date in a query may name. JavaScript reads far wider years
 * (-100000-01-01) than Postgres's timestamptz stores, and such a date would
 * pass a plain IsDate and fail in the query as a 500.
 */
export const EARLIEST_QUERY_YEAR = 1970;
export const LATEST_QUERY_YEAR = 9999;

/** A valid Date (already transformed from the query's text) whose year lies within the bounds above. */
export function IsDateWithinYears(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isDateWithinYears',
      validator: {
        validate: (value: unknown) =>
          value instanceof Date &&
          !Number.isNaN(value.getTime()) &&
          value.getUTCFullYear() >= EARLIEST_QUERY_YEAR &&
          value.getUTCFullYear() <= LATEST_QUERY_YEAR,
      },
    },
    options,
  );
}
