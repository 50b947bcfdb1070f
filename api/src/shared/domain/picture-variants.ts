import { sha256Hex } from './sha256';

/**
 * Pictures served from our own origin. A remote picture (a story's, an
 * artist's or a release's `og:image`) is fetched once by the worker and made
 * into every width below, in AVIF, WebP and JPEG; its files are named from a
 * hash of its address, so the server's HTML, the browser and the emails name
 * the same file without asking anyone, and a page never changes when its
 * pictures become ready (until then the address answers 404 and the item's
 * artwork shows instead).
 */
export const PICTURE_PATH_PREFIX = '/media/';

/** The widths the layouts show, smallest first. Never upscaled: a smaller original stops at its own width. */
export const PICTURE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
/**
 * The widths the worker makes in AVIF as soon as it has a picture: what a phone's first view asks for at 1x (a card
 * or a hero across a 390 px screen picks 640; Chrome picks it at 2x too), and 320 for the small tiles of a grid.
 * Every other variant (960 and 1280 for 2x and 3x screens and laptops, WebP and JPEG for older browsers and emails,
 * 1920 for wide 2x screens) is made by the API on its first request and kept: AVIF time grows with the pixels, so
 * the two wide widths were four fifths of the worker's encoding, spent on variants many pictures never show.
 */
export const EAGER_PICTURE_WIDTHS = [320, 640] as const;
/** Emails show a picture 600 px wide, and twice that on dense screens; mail clients read JPEG only. */
export const EMAIL_PICTURE_WIDTHS = [600, 1200] as const;
export const PICTURE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/**
 * How a layout cuts a picture: not at all (a picture in a story's body, an email), to 16:9 (cards, heroes) or to a
 * square (portraits, covers), or 3:2 (the latest news list). A cut variant is cut around the picture's focal point, which the worker finds once by
 * attention (where the detail, colour and skin are), so a face at the edge of an outlet's wide picture stays in a
 * square portrait; the browser then shows it whole, with nothing left for `object-fit` to cut.
 */
export const PICTURE_CROPS = ['full', '16x9', '3x2', '1x1'] as const;
export type PictureCrop = (typeof PICTURE_CROPS)[number];

/** The box most layouts show a picture in (cards, an article's hero): the cut the worker makes at once. */
export const CARD_PICTURE_ASPECT = '16 / 9';

/** A cut's width over its height. */
export const PICTURE_CROP_RATIOS: Record<Exclude<PictureCrop, 'full'>, number> = {
  '16x9': 16 / 9,
  '3x2': 3 / 2,
  '1x1': 1,
};

/** The cut a box of this CSS aspect ratio ('16 / 9') shows, or 'full' for a ratio no layout cuts to. */
export function pictureCropFor(aspect: string): PictureCrop {
  const [width, height] = aspect.split('/').map((part) => Number(part.trim()));
  if (!width || !height) return 'full';
  const ratio = width / height;
  for (const [crop, cropRatio] of Object.entries(PICTURE_CROP_RATIOS)) {
    if (Math.abs(ratio - cropRatio) < 0.01) return crop as PictureCrop;
  }
  return 'full';
}

export const PICTURE_CONTENT_TYPES: Record<PictureFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** Every width an address may ask for: the layouts' and the emails'. */
export const SERVED_PICTURE_WIDTHS: readonly number[] = [...PICTURE_WIDTHS, ...EMAIL_PICTURE_WIDTHS].sort(
  (a, b) => a - b,
);

const HASH_LENGTH = 32;

/** How wide an article's hero is shown (its `sizes`): the page's preload names the same, so one file is fetched. */
export const HERO_PICTURE_SIZES = '(min-width: 1024px) 992px, 100vw';

/** Whether the worker makes variants of this address: an absolute http(s) picture address. */
export function isRemotePicture(address: string | null | undefined): address is string {
  if (typeof address !== 'string' || address.length > 2048) return false;
  return /^https?:\/\/[^\s/?#]+/i.test(address.trim());
}

/** The name the picture's files share: 32 hex characters of the SHA-256 of its address. */
export function pictureHash(address: string): string {
  return sha256Hex(address.trim()).slice(0, HASH_LENGTH);
}

/** `/media/<hash>-<width>.<format>`, or `/media/<hash>-<width>-<crop>.<format>` for a cut variant. */
export function pictureVariantPath(
  hash: string,
  width: number,
  format: PictureFormat,
  crop: PictureCrop = 'full',
): string {
  const cut = crop === 'full' ? '' : `-${crop}`;
  return `${PICTURE_PATH_PREFIX}${hash}-${width}${cut}.${format}`;
}

/** A `srcset` of every layout width in one format and cut. */
export function pictureSrcSet(hash: string, format: PictureFormat, crop: PictureCrop = 'full'): string {
  return PICTURE_WIDTHS.map((width) => `${pictureVariantPath(hash, width, format, crop)} ${width}w`).join(', ');
}

/** What a variant's address names. */
export interface PictureVariantAddress {
  hash: string;
  width: number;
  format: PictureFormat;
  crop: PictureCrop;
}

const VARIANT_PATH = new RegExp(
  `^${PICTURE_PATH_PREFIX}([0-9a-f]{${HASH_LENGTH}})-(\\d{1,4})(?:-(16x9|3x2|1x1))?\\.(avif|webp|jpe?g)$`,
);

/** What `/media/<hash>-<width>[-<crop>].<format>` names, or null when the path is no such address. */
export function parsePictureVariantPath(path: string): PictureVariantAddress | null {
  const match = VARIANT_PATH.exec(path);
  if (!match) return null;
  const width = Number(match[2]);
  if (!SERVED_PICTURE_WIDTHS.includes(width)) return null;
  const crop = (match[3] ?? 'full') as PictureCrop;
  // `.jpeg` is read as `.jpg`: one file, whichever spelling a client uses.
  const format = (match[4] === 'jpeg' ? 'jpg' : match[4]) as PictureFormat;
  return { hash: match[1], width, format, crop };
}

/**
 * Where a page may load a picture from: our JPEG variant at `width` for a
 * remote address (the outlet is never asked by a reader's browser), the
 * address itself when it is already ours (an upload, the artwork).
 */
export function ownOriginPicture(address: string, width: number): string {
  return isRemotePicture(address) ? pictureVariantPath(pictureHash(address), width, 'jpg') : address;
}
