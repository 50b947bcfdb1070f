import { Injectable, Logger } from '@nestjs/common';
import type { PictureVariantAddress } from '../../shared/domain/picture-variants';
import { PicturesStore, type PictureFacts } from './pictures.store';
import {
  cutRegion,
  encodeVariant,
  findFocus,
  uprightOriginal,
  type EncodedVariant,
  type PictureFocus,
  type VariantCut,
} from '../../imaging/variant-encoding';

/**
 * Makes, on its first request, a variant the worker left out (AVIF wider than
 * a phone's 640 px, WebP and JPEG for browsers without AVIF and for emails,
 * 1920 px for wide dense screens), and every cut one (16:9, 3:2, square), from
 * the kept original, with the encoder settings the worker uses, and stores it: every later request, from any API
 * process, is a read. A picture has at most 84 variants, so whatever addresses
 * a client asks for, the work per picture is bounded. One encode at a time per
 * process keeps a burst of first requests from taking the CPU from the rest of
 * the API, and a variant asked for twice at once is made once.
 */
@Injectable()
export class VariantsOnRequest {
  private readonly logger = new Logger(VariantsOnRequest.name);
  private readonly making = new Map<string, Promise<EncodedVariant | null>>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly pictures: PicturesStore) {}

  /** The variant, made and stored now, or null when the picture has no original to make it from. */
  make(wanted: PictureVariantAddress, facts: PictureFacts): Promise<EncodedVariant | null> {
    const key = `${wanted.hash}-${wanted.width}-${wanted.crop}.${wanted.format}`;
    const running = this.making.get(key);
    if (running) return running;
    const made = this.inTurn(() => this.encodeAndStore(wanted, facts)).finally(() => this.making.delete(key));
    this.making.set(key, made);
    return made;
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(work, work);
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async encodeAndStore(wanted: PictureVariantAddress, facts: PictureFacts): Promise<EncodedVariant | null> {
    const { hash, format, width } = wanted;
    const original = await this.pictures.originalOf(hash);
    if (!original) return null;
    let variant: EncodedVariant;
    try {
      variant = await encodeVariant(
        uprightOriginal(original),
        format,
        width,
        await this.cutOf(wanted, facts, original),
      );
    } catch (error) {
      // The worker decoded this original before keeping it; failing now is a fault of ours, not the reader's.
      this.logger.error(`picture ${hash}: ${format} at ${width} px could not be made (${(error as Error).message})`);
      return null;
    }
    await this.pictures.addVariant(hash, variant);
    return variant;
  }

  /** Where the cut falls: around the focal point the worker found, or one found now for a picture kept before. */
  private async cutOf(wanted: PictureVariantAddress, facts: PictureFacts, original: Buffer): Promise<VariantCut> {
    if (wanted.crop === 'full') return { crop: 'full' };
    const size = { width: facts.width ?? 0, height: facts.height ?? 0 };
    const focus =
      facts.focusX !== null && facts.focusY !== null
        ? { x: facts.focusX, y: facts.focusY }
        : await this.findAndKeepFocus(wanted.hash, original);
    return { crop: wanted.crop, region: cutRegion(size, wanted.crop, focus) };
  }

  /** Found once per picture: the next cut, from any process, reads it from the picture's row. */
  private async findAndKeepFocus(hash: string, original: Buffer): Promise<PictureFocus> {
    const focus = await findFocus(uprightOriginal(original));
    await this.pictures.keepFocus(hash, focus);
    return focus;
  }
}
