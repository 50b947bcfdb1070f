/**
 * Text for the HTML of an email built outside React (the newsletter's markdown body, the personal
 * picks): spelled as React Email escapes, so one message never mixes two spellings of a quote.
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}
