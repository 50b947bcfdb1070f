import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { NewPictureVariant } from '@api/modules/pictures/pictures.store';
import { sniffImageType, type ImageType } from '@api/shared/domain/image-type';
import { EMAIL_PICTURE_WIDTHS, PICTURE_WIDTHS, type PictureFormat } from '@api/shared/domain/picture-variants';

/**
 * Decompression bombs stop here: a picture of more pixels than this (a small
 * PNG can claim 100,000 × 100,000) is refused before it is decoded. 50 million
 * is a 8,660 px square, more than any camera or outlet publishes.
 */
export const MAX_PICTURE_PIXELS = 50_000_000;
const PLACEHOLDER_WIDTH = 16;

/** Thrown for bytes that are no picture we keep: final, never retried. */
export class UnusablePictureError extends Error {}

export interface EncodedPicture {
  contentType: ImageType;
  width: number;
  height: number;
  /** A 16 px wide WebP as a data: address, painted while the picture loads. */
  placeholder: string;
  variants: NewPictureVariant[];
}

/** The widths made in one format: the layouts' (and for JPEG the emails'), none wider than the original. */
export function variantWidths(format: PictureFormat, originalWidth: number): number[] {
  const wanted: number[] = format === 'jpg' ? [...PICTURE_WIDTHS, ...EMAIL_PICTURE_WIDTHS] : [...PICTURE_WIDTHS];
  const widths = wanted.filter((width) => width <= originalWidth);
  // The original's own width stands in for every wider one it cannot fill.
  if (wanted.some((width) => width > originalWidth)) widths.push(originalWidth);
  return [...new Set(widths)].sort((a, b) => a - b);
}

function encoder(format: PictureFormat, pipeline: sharp.Sharp): sharp.Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: 50, effort: 2 });
    case 'webp':
      return pipeline.webp({ quality: 72, effort: 3 });
    case 'jpg':
      return pipeline.jpeg({ quality: 78, mozjpeg: true, progressive: true });
  }
}

function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url')}"`;
}

/**
 * Reads the picture's type from its bytes (a page of HTML is refused whatever
 * its header said), checks its size in pixels before decoding it, and makes
 * every variant. Orientation from EXIF is applied; metadata is dropped.
 */
export async function encodePicture(bytes: Buffer): Promise<EncodedPicture> {
  const contentType = sniffImageType(bytes);
  if (!contentType)
    throw new UnusablePictureError('refused: not a picture (the bytes are no PNG, JPEG, GIF, WebP or AVIF)');
  const input = () => sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error', animated: false });
  let metadata: sharp.Metadata;
  try {
    metadata = await input().metadata();
  } catch (error) {
    throw new UnusablePictureError(`refused: unreadable picture (${(error as Error).message})`);
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_PICTURE_PIXELS) {
    throw new UnusablePictureError(`refused: ${width} × ${height} pixels is more than ${MAX_PICTURE_PIXELS}`);
  }
  if (width === 0 || height === 0) throw new UnusablePictureError('refused: a picture without pixels');
  const turned = (metadata.orientation ?? 1) >= 5;
  const shownWidth = turned ? height : width;
  const shownHeight = turned ? width : height;
  const variants: NewPictureVariant[] = [];
  try {
    for (const format of ['avif', 'webp', 'jpg'] as const) {
      for (const target of variantWidths(format, shownWidth)) {
        const { data, info } = await encoder(
          format,
          input().rotate().resize({ width: target, withoutEnlargement: true }),
        ).toBuffer({ resolveWithObject: true });
        variants.push({ format, width: target, height: info.height, etag: strongEtag(data), bytes: data });
      }
    }
    const tiny = await input().rotate().resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 40 }).toBuffer();
    return {
      contentType,
      width: shownWidth,
      height: shownHeight,
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
      variants,
    };
  } catch (error) {
    throw new UnusablePictureError(`refused: the picture could not be decoded (${(error as Error).message})`);
  }
}
