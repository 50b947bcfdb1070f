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
