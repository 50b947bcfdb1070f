/**
 * 'November 21, 2026': the long US date the article and artist screens show; '' for a missing or broken date.
 * Read in UTC, so the server's HTML and the reader's browser print the same day.
 */
export function formatLongDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** 'Sat, Dec 5, 2026, 8:00 PM UTC': when a show starts, in UTC so server and browser print the same. */
export function formatEventDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.toLocaleString('en-US', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  })} UTC`;
}
