/** The kinds of release the site lists; the admin form offers exactly these. */
export const RELEASE_TYPES = ['single', 'album', 'EP', 'mixtape'] as const;
export type ReleaseType = (typeof RELEASE_TYPES)[number];

export function isReleaseType(value: unknown): value is ReleaseType {
  return typeof value === 'string' && (RELEASE_TYPES as readonly string[]).includes(value);
}
