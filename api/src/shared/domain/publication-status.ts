/**
 * Where an article or an artist stands with readers. Only `published` content
 * is ever on the public site; `scheduled` content becomes published at its
 * `publishAt` (a delayed job, backed by the worker's overdue sweep).
 */
export const PUBLICATION_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** What an admin write gets when it names no status: published at once, as before statuses existed. */
export const DEFAULT_PUBLICATION_STATUS: PublicationStatus = 'published';

export const PUBLICATION_STATUS_LABELS: Record<PublicationStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
};

export function isPublicationStatus(value: unknown): value is PublicationStatus {
  return typeof value === 'string' && (PUBLICATION_STATUSES as readonly string[]).includes(value);
}

/**
 * The spec's artist field `contentStatus` (draft, published, archived) read
 * from the status: it always meant "is this profile out yet", so a profile
 * waiting for its scheduled time is still a draft to it.
 */
export type ArtistContentStatus = 'draft' | 'published' | 'archived';

export function contentStatusOf(status: PublicationStatus): ArtistContentStatus {
  return status === 'scheduled' ? 'draft' : status;
}

/** A `contentStatus` an admin writes, as the status it stands for (each of its values is one). */
export const ARTIST_CONTENT_STATUSES: readonly ArtistContentStatus[] = ['draft', 'published', 'archived'];
