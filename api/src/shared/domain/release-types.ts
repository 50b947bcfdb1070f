/** The kinds of release the site lists; the admin form offers exactly these. */
export const RELEASE_TYPES = ['single', 'album', 'EP', 'mixtape'] as const;
export type ReleaseType = (typeof RELEASE_TYPES)[number];
