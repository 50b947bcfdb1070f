import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { PicturesStore } from '@api/modules/pictures/pictures.store';
import type { JobResult } from '@api/shared/contracts/jobs';
import { isRemotePicture, pictureHash } from '@api/shared/domain/picture-variants';
import { downloadPicture } from './picture-download';
import { UnusablePictureError, encodePicture } from './picture-encoding';

/**
 * One remote picture, fetched once and made into every variant. Idempotent: a
 * picture already stored, or refused for good, is left as it is. A refusal is
 * final (the job is not retried); a passing failure (a timeout, a 503) is
 * recorded and thrown, so the queue tries again with backoff. Until a picture
 * is ready its addresses answer 404 and pages show the item's artwork.
 */
@Injectable()
export class PictureProcessing {
  private readonly logger = new Logger(PictureProcessing.name);

  constructor(
    private readonly pictures: PicturesStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async process(sourceUrl: string): Promise<JobResult> {
    const address = sourceUrl.trim();
    if (!isRemotePicture(address)) {
      throw new UnrecoverableError(`refused: ${JSON.stringify(sourceUrl.slice(0, 80))} is no http(s) picture address`);
    }
    const hash = pictureHash(address);
    const status = await this.pictures.statusOf(hash);
    if (status === 'ready' || status === 'refused') {
      return { message: `Picture ${hash} was already ${status}`, changed: false };
    }
    const download = await downloadPicture(address, this.config.scrapeAllowPrivate);
    if (download.kind === 'refused') return this.refuse(hash, address, download.reason);
    if (download.kind === 'failed') {
      await this.pictures.storeUnusable(hash, address, 'failed', download.reason);
      throw new Error(`picture ${hash} not fetched: ${download.reason}`);
    }
    try {
      const encoded = await encodePicture(download.bytes);
      await this.pictures.storeReady({ hash, sourceUrl: address, ...encoded, original: download.bytes });
      return {
        message: `Picture ${hash}: ${encoded.width} × ${encoded.height}, ${encoded.variants.length} variants`,
        changed: true,
        variants: encoded.variants.length,
      };
    } catch (error) {
      if (error instanceof UnusablePictureError) return this.refuse(hash, address, error.message);
      throw error;
    }
  }

  private async refuse(hash: string, address: string, reason: string): Promise<JobResult> {
    await this.pictures.storeUnusable(hash, address, 'refused', reason);
    this.logger.warn(`picture ${hash} refused: ${reason}`);
    return { message: `Picture ${hash} ${reason}`, changed: true };
  }
}
