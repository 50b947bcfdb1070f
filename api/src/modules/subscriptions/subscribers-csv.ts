import { stringify } from 'csv-stringify/sync';
import type { SubscriberListItem } from '../../shared/contracts/admin';

export const SUBSCRIBER_CSV_COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'creditProgramParticipation',
  'phoneNumber',
  'subscribedAt',
  'status',
  'confirmedAt',
] as const;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or their full-width
 * forms, which some locales accept), and a tab or CR before them. A leading
 * apostrophe makes such a cell text.
 */
const FORMULA_START = /^[\t\r ]*[=+\-@\uff1d\uff0b\uff0d\uff20]/;
/**
 * Where a spreadsheet may start a cell inside our text: after ';' (the list
 * separator of most European locales, where Excel splits a comma CSV's lines on
 * ';' and ignores our quotes) and after a tab. Quoting cannot protect these, so
 * formula-starting text after them is guarded too. This is chosen over a
 * 'sep=,' first line, which only Excel reads (other programs show it as a row,
 * and Excel then ignores the UTF-8 byte order mark, garbling accented names).
 */
const FORMULA_AFTER_SPLIT = /([;\t])([ \r]*)(?=[=+\-@\uff1d\uff0b\uff0d\uff20])/g;

/** Text a visitor typed, made inert for a spreadsheet in any locale. */
export function inertCellText(text: string): string {
  const guarded = text.replace(FORMULA_AFTER_SPLIT, "$1$2'");
  return FORMULA_START.test(guarded) ? `'${guarded}` : guarded;
}

function cellValue(value: string | number | boolean | null): string {
  if (value === null) return '';
  return typeof value === 'string' ? inertCellText(value) : String(value);
}

/** RFC 4180 lines (CRLF, quotes where needed), written by csv-stringify. */
function csvLines(rows: (string | number | boolean | null)[][]): string {
  return stringify(
    rows.map((row) => row.map(cellValue)),
    { record_delimiter: 'windows', quoted_match: /[;\t]/ },
  );
}

export function csvHeader(): string {
  return csvLines([[...SUBSCRIBER_CSV_COLUMNS]]);
}

export function csvRows(items: SubscriberListItem[]): string {
  return csvLines(items.map((item) => SUBSCRIBER_CSV_COLUMNS.map((column) => item[column])));
}
