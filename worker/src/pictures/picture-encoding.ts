import sharp from 'sharp';
import {
  MAX_PICTURE_PIXELS,
  cutRegion,
  cutSize,
  eagerWidths,
  encodeVariant,
  focusIn,
  focusProbe,
  fromRawPixels,
  uprightOriginal,
  type EncodedVariant,
  type PictureFocus,
  type RawPixels,
} from '@api/imaging/variant-encoding';
import { sniffImageType, type ImageType } from '@api/shared/domain/image-type';
import { EAGER_PICTURE_WIDTHS } from '@api/shared/domain/picture-variants';

export { variantWidths } from '@api/imaging/variant-encoding';

const PLACEHOLDER_WIDTH = 16;

/** Thrown for bytes that are no picture we keep: final, never retried. */
export class UnusablePictureError extends Error {}

export interface EncodedPicture {
  contentType: ImageType;
  width: number;
  height: number;
  /** A 16 px wide WebP as a data: address, painted under the picture while it loads. */
  placeholder: string;
  /** Where the eye falls: every cut variant (16:9, square) is placed around it. */
  focus: PictureFocus;
  /**
   * The AVIF variants cut to 16:9 (the cards and heroes readers see first) at a phone's widths (320 and 640); the API
   * makes the others from the original on their first request.
   */
  variants: EncodedVariant[];
}

/**
 * Reads the picture's type from its bytes (a page of HTML is refused whatever
 * its header said), checks its size in pixels before decoding it, and makes
 * the variants readers fetch first. Orientation from EXIF is applied;
 * metadata is dropped.
 */
export async function encodePicture(bytes: Buffer): Promise<EncodedPicture> {
  const contentType = sniffImageType(bytes);
  if (!contentType)
    throw new UnusablePictureError('refused: not a picture (the bytes are no PNG, JPEG, GIF, WebP or AVIF)');
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' }).metadata();
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
  try {
    // Widths are counted on the original's 16:9 cut, as the API counts them when it serves one.
    const cutWidth = cutSize({ width: shownWidth, height: shownHeight }, '16x9').width;
    // Decoded once, wide enough for the cut to fill the widest eager width (shrunk on load when the original is
    // larger), and every eager variant, the focal point and the placeholder are made from those pixels: memory stays
    // the same whatever the original's size.
    const widestEager = EAGER_PICTURE_WIDTHS[EAGER_PICTURE_WIDTHS.length - 1];
    const widest = Math.min(shownWidth, Math.ceil((widestEager * shownWidth) / cutWidth));
    const decoded: RawPixels = await uprightOriginal(bytes)
      .resize({ width: widest })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const probe = await focusProbe(fromRawPixels(decoded));
    const focus = await focusIn(probe);
    const cut = { crop: '16x9' as const, region: cutRegion(decoded.info, '16x9', focus) };
    const variants: EncodedVariant[] = [];
    for (const target of eagerWidths(cutWidth)) {
      variants.push(await encodeVariant(fromRawPixels(decoded), 'avif', target, cut));
    }
    // 16 px wide, its colours are the same from the probe as from the whole picture, and cheaper to reach.
    const tiny = await fromRawPixels(probe).resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 40 }).toBuffer();
    return {
      contentType,
      width: shownWidth,
      height: shownHeight,
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
      focus,
      variants,
    };
  } catch (error) {
    throw new UnusablePictureError(`refused: the picture could not be decoded (${(error as Error).message})`);
  }
}
