/** Ids in page addresses are positive whole numbers; anything else is "not found" without asking the database. */
export function parsePageId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
