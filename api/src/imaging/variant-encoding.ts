// sharp's settings and the picture encoders, shared by the worker (the variants it makes at once) and the API
// (the variants it makes on their first request), so both make the same bytes for the same address.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  EAGER_PICTURE_WIDTHS,
  EMAIL_PICTURE_WIDTHS,
  PICTURE_CROP_RATIOS,
  PICTURE_WIDTHS,
  type PictureCrop,
  type PictureFormat,
} from '../shared/domain/picture-variants';

// libvips keeps decoded images and operations in a cache made for editing one picture many times; we encode each
// picture once, so the cache only grows the process (the bench's memory rose with it). One thread per picture:
// a worker runs WORKER_CONCURRENCY pictures at once, which already keeps the cores busy without oversubscribing them.
sharp.cache(false);
sharp.concurrency(1);

/**
 * Decompression bombs stop here: a picture of more pixels than this (a small
 * PNG can claim 100,000 × 100,000) is refused before it is decoded. 50 million
 * is a 8,660 px square, more than any camera or outlet publishes.
 */
export const MAX_PICTURE_PIXELS = 50_000_000;

/** One variant as made (the store's row without its hash); free of TypeORM so the browser specs can seed with it. */
export interface EncodedVariant {
  format: PictureFormat;
  crop: PictureCrop;
  width: number;
  height: number;
  etag: string;
  bytes: Buffer;
}

/** Where a picture's eye falls, as fractions (0 to 1) of its upright width and height. */
export interface PictureFocus {
  x: number;
  y: number;
}

/** A region of the upright picture, in its pixels. */
export interface PictureRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The picture's size once cut: the largest box of the cut's ratio it holds (the whole picture when not cut). */
export function cutSize(size: { width: number; height: number }, crop: PictureCrop): { width: number; height: number } {
  if (crop === 'full') return size;
  const ratio = PICTURE_CROP_RATIOS[crop];
  const width = Math.max(1, Math.min(size.width, Math.round(size.height * ratio)));
  return { width, height: Math.max(1, Math.min(size.height, Math.round(width / ratio))) };
}

/** The cut's box in the upright picture: centred on the focus as far as the picture's edges allow. */
export function cutRegion(
  size: { width: number; height: number },
  crop: Exclude<PictureCrop, 'full'>,
  focus: PictureFocus,
): PictureRegion {
  const box = cutSize(size, crop);
  const place = (centre: number, room: number, span: number) =>
    Math.min(Math.max(Math.round(centre * room - span / 2), 0), room - span);
  return {
    left: place(focus.x, size.width, box.width),
    top: place(focus.y, size.height, box.height),
    ...box,
  };
}

/** The focal point is looked for in a copy this size at most: detail enough for a face, a few milliseconds. */
const FOCUS_PROBE = 256;

/** Decoded pixels and their size, as sharp hands them back from `.raw()`. */
export interface RawPixels {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** A pipeline reading decoded pixels: no second decode, whatever is made from them. */
export function fromRawPixels({ data, info }: RawPixels): sharp.Sharp {
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/** The small copy the focal point is looked for in (the worker paints its placeholder from it too). */
export async function focusProbe(pipeline: sharp.Sharp): Promise<RawPixels> {
  return pipeline
    .resize({ width: FOCUS_PROBE, height: FOCUS_PROBE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/**
 * Where the eye falls in a picture, found by libvips' attention strategy (edges, saturated colour and skin tones),
 * as fractions of its width and height. Found once, on a small copy: a narrow upright window placed by attention
 * gives the point across, a flat wide one gives it down, and every cut is then placed around that point.
 */
export async function findFocus(pipeline: sharp.Sharp): Promise<PictureFocus> {
  return focusIn(await focusProbe(pipeline));
}

const CUT_RATIOS = Object.values(PICTURE_CROP_RATIOS);
const WIDEST_CUT = Math.max(...CUT_RATIOS);
const NARROWEST_CUT = Math.min(...CUT_RATIOS);

/**
 * The focal point of a probe made by `focusProbe`. A picture at least as wide as the widest cut is cut to its full
 * height by every cut, and one no wider than the narrowest to its full width: along such an axis the point moves no
 * cut, so it is left at the centre rather than looked for (an attention window costs as much as a 320 px AVIF, and
 * the usual 1200 × 630 og:image needs only the one across).
 */
export async function focusIn(probe: RawPixels): Promise<PictureFocus> {
  const { width, height } = probe.info;
  const window = async (across: number, down: number) => {
    const { info } = await fromRawPixels(probe)
      .resize(across, down, { fit: 'cover', position: sharp.strategy.attention })
      .toBuffer({ resolveWithObject: true });
    return { left: -(info.cropOffsetLeft ?? 0), top: -(info.cropOffsetTop ?? 0) };
  };
  const ratio = width / height;
  let x = 0.5;
  if (ratio > NARROWEST_CUT) {
    const narrow = Math.max(1, Math.round(width / 4));
    x = ((await window(narrow, height)).left + narrow / 2) / width;
  }
  let y = 0.5;
  if (ratio < WIDEST_CUT) {
    const flat = Math.max(1, Math.round(height / 4));
    y = ((await window(width, flat)).top + flat / 2) / height;
  }
  return { x, y };
}

/** Every width a format is served at, for an original this wide: none wider than it (never upscaled). */
export function variantWidths(format: PictureFormat, originalWidth: number): number[] {
  const wanted: number[] = format === 'jpg' ? [...PICTURE_WIDTHS, ...EMAIL_PICTURE_WIDTHS] : [...PICTURE_WIDTHS];
  return capped(wanted, originalWidth);
}

/** The widths the worker makes as soon as it has the picture (AVIF only); the rest are made on first request. */
export function eagerWidths(originalWidth: number): number[] {
  return capped([...EAGER_PICTURE_WIDTHS], originalWidth);
}

function capped(wanted: number[], originalWidth: number): number[] {
  const widths = wanted.filter((width) => width <= originalWidth);
  // The original's own width stands in for every wider one it cannot fill.
  if (wanted.some((width) => width > originalWidth)) widths.push(originalWidth);
  return [...new Set(widths)].sort((a, b) => a - b);
}

/**
 * The width an address asking for `asked` is answered with: the widest the
 * picture has at or below it, else its narrowest (a picture smaller than the
 * smallest layout width has only its own).
 */
export function servedWidth(format: PictureFormat, asked: number, originalWidth: number): number {
  const widths = variantWidths(format, originalWidth);
  const fitting = widths.filter((width) => width <= asked);
  return fitting.length > 0 ? fitting[fitting.length - 1] : widths[0];
}

/**
 * The encoders' settings, chosen by measurement (bench/picture-bench.mjs): AVIF at effort 0 with 4:2:0 chroma
 * costs half of sharp's 4:4:4 default and makes smaller files at the same quality setting; WebP at
 * effort 0 is within a few per cent of effort 2 in size at a third of the time.
 */
function encoder(format: PictureFormat, pipeline: sharp.Sharp): sharp.Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: 50, effort: 0, chromaSubsampling: '4:2:0' });
    case 'webp':
      return pipeline.webp({ quality: 72, effort: 0 });
    case 'jpg':
      // JPEG has no transparency: a transparent picture sits on the colour of the box it is shown in.
      return pipeline.flatten({ background: '#18181b' }).jpeg({ quality: 78, progressive: true, optimiseCoding: true });
  }
}

function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url')}"`;
}

/** How a variant is cut: not at all, or to a crop's region of the upright picture. */
export type VariantCut = { crop: 'full' } | { crop: Exclude<PictureCrop, 'full'>; region: PictureRegion };

const UNCUT: VariantCut = { crop: 'full' };

/** Encodes one variant from a pipeline that holds the picture upright (never wider than asked), cut first. */
export async function encodeVariant(
  pipeline: sharp.Sharp,
  format: PictureFormat,
  width: number,
  cut: VariantCut = UNCUT,
): Promise<EncodedVariant> {
  const region = cut.crop === 'full' ? pipeline : pipeline.extract(cut.region);
  const { data, info } = await encoder(format, region.resize({ width, withoutEnlargement: true })).toBuffer({
    resolveWithObject: true,
  });
  return { format, crop: cut.crop, width, height: info.height, etag: strongEtag(data), bytes: data };
}

/** The original, checked and upright, ready to be resized: the one way any variant starts from the stored bytes. */
export function uprightOriginal(bytes: Buffer): sharp.Sharp {
  return sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error', animated: false }).rotate();
}
