import type { PicturesStore } from '../pictures/pictures.store';
import { PICTURE_PLACEHOLDERS_KEY } from '../../shared/contracts/picture-placeholders';
import { bodyPictureAddresses } from '../../shared/domain/body-pictures';
import { isRemotePicture, pictureHash } from '../../shared/domain/picture-variants';
import type { LoadedPage } from './page-load';

/** The fields that hold a picture's address in the public reads (imageUrl, latestProjectImage, …). */
const PICTURE_FIELD = /image(?:Url)?$/i;
/** The field that holds a story's body, whose pictures are shown from our variants too. */
const BODY_FIELD = 'content';
/** More cards than any page shows: a bound on the lookup whatever a page's data holds. */
const MAX_PICTURES = 200;

function pictureHashesIn(value: unknown, found: Set<string>, depth = 0): void {
  if (found.size >= MAX_PICTURES || depth > 8 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) pictureHashesIn(item, found, depth + 1);
    return;
  }
  for (const [key, field] of Object.entries(value)) {
    if (typeof field !== 'string') pictureHashesIn(field, found, depth + 1);
    else if (PICTURE_FIELD.test(key) && isRemotePicture(field)) found.add(pictureHash(field));
    else if (key === BODY_FIELD) {
      for (const address of bodyPictureAddresses(field).slice(0, MAX_PICTURES - found.size))
        found.add(pictureHash(address));
    }
  }
}

/**
 * Adds to a loaded page the placeholders of the pictures its data names (null
 * for one refused for good), so the server's HTML paints each under its
 * picture and shows the artwork at once for a refused one (see
 * PICTURE_PLACEHOLDERS_KEY).
 * A page that names no remote picture is returned as it is.
 */
export async function withPicturePlaceholders(page: LoadedPage, pictures: PicturesStore): Promise<LoadedPage> {
  const hashes = new Set<string>();
  for (const query of page.queries) if ('data' in query) pictureHashesIn(query.data, hashes);
  if (hashes.size === 0) return page;
  const placeholders = await pictures.placeholdersOf([...hashes]);
  if (Object.keys(placeholders).length === 0) return page;
  const lead = page.head.leadImage;
  // The lead picture's preload follows the page: a refused picture's artwork is what the reader sees first.
  const head =
    typeof lead === 'object' && placeholders[lead.pictureHash] === null
      ? { ...page.head, leadImage: lead.fallback }
      : page.head;
  return {
    ...page,
    head,
    queries: [...page.queries, { queryKey: [...PICTURE_PLACEHOLDERS_KEY], data: placeholders }],
  };
}
