/**
 * The part before the @ of an artist's fediverse address: their name in
 * lower-case letters, digits and underscores (what Mastodon allows in a
 * username), accents dropped. 'Jay-Z' is @jay_z, 'Beyoncé' @beyonce.
 */
export function fediverseHandle(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('_')
    .slice(0, 30);
}

/** The publication's own actor: @news@host. */
export const PUBLICATION_HANDLE = 'news';
