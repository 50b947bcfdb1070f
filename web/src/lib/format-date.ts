// Dates are printed from a table rather than through Intl: building an Intl formatter is the
// single most expensive call of a page's hydration on a slow phone (it loads locale data), and
// this format never changes. It reads UTC, so the server's HTML and the browser agree. (A show's
// start is the exception: it is read on its venue's clock, see shared/domain/time-zones.)

const MONTHS = 'January February March April May June July August September October November December'.split(' ');

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
