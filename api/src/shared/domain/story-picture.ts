import { articleArtworkUrl } from './artwork';
import { isRemotePicture, pictureHash, pictureVariantPath } from './picture-variants';
import { safeImageUrl } from './safe-url';

/** An email shows a story's picture at most 600 px wide: the 1200 px variant is sharp on dense screens too. */
const EMAIL_STORY_WIDTH = 1200;
/** A release's cover is 240 px in an alert: the 600 px variant is sharp at 2x. */
export const EMAIL_COVER_WIDTH = 600;

/** The hashes of the remote pictures these items hold, to ask which are ready. */
export function remotePictureHashes(items: { imageUrl?: string | null }[]): string[] {
  return items.flatMap((item) => (isRemotePicture(item.imageUrl) ? [pictureHash(item.imageUrl)] : []));
}

/**
 * Our JPEG variant of a remote picture for an email (mail clients read JPEG,
 * and no outlet learns who opened it), as an absolute address on our own
 * site, once the worker has kept it; null otherwise (the caller draws the artwork).
 */
export function ownEmailPicture(
  address: string | null | undefined,
  siteUrl: string,
  readyPictures: ReadonlySet<string>,
  width = EMAIL_STORY_WIDTH,
): string | null {
  const own = safeImageUrl(address);
  if (!isRemotePicture(own) || !readyPictures.has(pictureHash(own))) return null;
  return `${siteUrl}${pictureVariantPath(pictureHash(own), width, 'jpg')}`;
}

/**
 * A story's picture for an email, as an absolute address on our own site:
 * our JPEG variant of its picture when the worker has made it (mail clients
 * read JPEG, and no outlet learns who opened the email), else the artwork the
 * site draws from its title and category (the pages' own stand-in), else null.
 */
export function storyPictureUrl(
  story: { id: number; title: string; imageUrl?: string | null; category?: string },
  siteUrl: string,
  readyPictures: ReadonlySet<string>,
): string | null {
  const own = ownEmailPicture(story.imageUrl, siteUrl, readyPictures);
  if (own) return own;
  return story.category
    ? `${siteUrl}${articleArtworkUrl({ id: story.id, title: story.title, category: story.category })}`
    : null;
}
