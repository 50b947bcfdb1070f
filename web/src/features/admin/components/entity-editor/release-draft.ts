import type { ReleaseView } from '@api/shared/contracts/content';
import type { ReleaseType } from '@api/shared/domain/release-types';
import { httpOrSitePath } from '@api/shared/domain/safe-url';
import { needsToSave } from '../story-editor/needs-to-save';

/** A release as the full-page editor holds it. */
export interface ReleaseDraft {
  title: string;
  artist: string;
  type: ReleaseType;
  /** The day it came out, 'YYYY-MM-DD' (a release day is the same everywhere, so it is kept as UTC midnight). */
  releaseDate: string;
  linkUrl: string;
  imageUrl: string;
}

/** Today's date, for a new release. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function newReleaseDraft(): ReleaseDraft {
  return { title: '', artist: '', type: 'single', releaseDate: today(), linkUrl: '', imageUrl: '' };
}

export function releaseDraftOf(release: ReleaseView): ReleaseDraft {
  return {
    title: release.title,
    artist: release.artist,
    type: release.type,
    releaseDate: release.releaseDate.slice(0, 10),
    linkUrl: release.linkUrl,
    imageUrl: release.imageUrl ?? '',
  };
}

export function releasePayloadOf(draft: ReleaseDraft): Record<string, unknown> {
  return {
    title: draft.title.trim(),
    artist: draft.artist.trim(),
    type: draft.type,
    releaseDate: `${draft.releaseDate}T00:00:00.000Z`,
    linkUrl: draft.linkUrl.trim(),
    imageUrl: draft.imageUrl.trim() === '' ? null : draft.imageUrl.trim(),
  };
}

export function releaseMissingOf(draft: ReleaseDraft): string | null {
  return needsToSave([
    draft.title.trim() === '' && 'a title',
    draft.artist.trim() === '' && 'an artist',
    !/^\d{4}-\d{2}-\d{2}$/.test(draft.releaseDate) && 'a release date',
    httpOrSitePath(draft.linkUrl.trim()) === '' &&
      'a link to listen or buy (http:// or https://, or a path on this site starting with /)',
  ]);
}
