// Dates are printed from a table rather than through Intl: building an Intl formatter is the
// single most expensive call of a page's hydration on a slow phone (it loads locale data), and
// these two formats never change. Both read UTC, so the server's HTML and the browser agree.

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const WEEKDAYS = 'Sun Mon Tue Wed Thu Fri Sat'.split(' ');

function validDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'November 21, 2026': the long US date the article and artist screens show; '' for a missing or broken date. */
export function formatLongDate(value: string | Date | null | undefined): string {
  const date = validDate(value);
  if (!date) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 'Sat, Dec 5, 2026, 8:00 PM UTC': when a show starts. */
export function formatEventDate(value: string): string {
  const date = validDate(value);
  if (!date) return '';
  const hours = date.getUTCHours();
  const clock = `${hours % 12 || 12}:${String(date.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  const day = `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()].slice(0, 3)} ${date.getUTCDate()}`;
  return `${day}, ${date.getUTCFullYear()}, ${clock} UTC`;
}
