/** Times leave the API as ISO 8601 strings: the contracts' views say so, and the mappers use these. */
export function isoDate(date: Date): string {
  return date.toISOString();
}

export function isoDateOrNull(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}
