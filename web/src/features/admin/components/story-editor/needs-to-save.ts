/** 'Needs a title and a body to save' from what a draft lacks (falsy entries are what it has); null when nothing. */
export function needsToSave(lacking: (string | false)[]): string | null {
  const missing = lacking.filter((part): part is string => Boolean(part));
  if (missing.length === 0) return null;
  const listed = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
  return `Needs ${listed} to save`;
}
