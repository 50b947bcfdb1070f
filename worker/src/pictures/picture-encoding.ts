import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { sniffImageType, type ImageType } from '@api/shared/domain/image-type';
import { EMAIL_PICTURE_WIDTHS, PICTURE_WIDTHS, type PictureFormat } from '@api/shared/domain/picture-variants';

/**
 * Decompression bombs stop here: a picture of more pixels than this (a small
 * PNG can claim 100,000 × 100,000) is refused before it is decoded. 50 million
 * is a 8,660 px square, more than any camera or outlet publishes.
 */
export const MAX_PICTURE_PIXELS = 50_000_000;
const PLACEHOLDER_WIDTH = 16;

/** One variant as made (the store's row without its hash); kept free of TypeORM so the browser specs can seed with it. */
interface EncodedVariant {
  format: PictureFormat;
  width: number;
  height: number;
  etag: string;
  bytes: Buffer;
}

/** Thrown for bytes that are no picture we keep: final, never retried. */
export class UnusablePictureError extends Error {}

export interface EncodedPicture {
  contentType: ImageType;
  width: number;
  height: number;
  /** A 16 px wide WebP as a data: address, painted while the picture loads. */
  placeholder: string;
  variants: EncodedVariant[];
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
    // Low efforts: the files are a little larger than the slowest settings make, at a fraction of the time.
    case 'avif':
      return pipeline.avif({ quality: 50, effort: 1 });
    case 'webp':
      return pipeline.webp({ quality: 72, effort: 2 });
    case 'jpg':
      // JPEG has no transparency: a transparent picture sits on the colour of the box it is shown in.
      return pipeline.flatten({ background: '#18181b' }).jpeg({ quality: 78, progressive: true, optimiseCoding: true });
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
  const variants: EncodedVariant[] = [];
  try {
    // Decoded once, at the widest width any variant needs (shrunk on load when the original is larger), and
    // every variant is made from those pixels: memory stays the same whatever the original's size.
    const widest = Math.min(shownWidth, PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]);
    const decoded = await input().rotate().resize({ width: widest }).raw().toBuffer({ resolveWithObject: true });
    const { width: rawWidth, height: rawHeight, channels } = decoded.info;
    const pixels = () => sharp(decoded.data, { raw: { width: rawWidth, height: rawHeight, channels } });
    for (const format of ['avif', 'webp', 'jpg'] as const) {
      for (const target of variantWidths(format, shownWidth)) {
        const resized = target === rawWidth ? pixels() : pixels().resize({ width: target });
        const { data, info } = await encoder(format, resized).toBuffer({ resolveWithObject: true });
        variants.push({ format, width: target, height: info.height, etag: strongEtag(data), bytes: data });
      }
    }
    const tiny = await pixels().resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 40 }).toBuffer();
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
