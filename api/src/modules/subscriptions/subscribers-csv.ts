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
 * One CSV cell (RFC 4180 quoting). Text a visitor typed that starts like a
 * formula (= + - @, tab, CR) gets a leading apostrophe so a spreadsheet shows
 * it instead of running it.
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvHeader(): string {
  return `${SUBSCRIBER_CSV_COLUMNS.join(',')}\r\n`;
}

export function csvRow(item: SubscriberListItem): string {
  return `${SUBSCRIBER_CSV_COLUMNS.map((column) => csvCell(item[column])).join(',')}\r\n`;
}
