import { Injectable, Logger } from '@nestjs/common';
import { UploadsStore } from '@api/modules/uploads/uploads.store';
import type { JobResult } from '@api/shared/contracts/jobs';
import { countOf } from '@api/shared/domain/plural';

/** How long an upload may wait to be used: a story being written keeps its pictures meanwhile. */
const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Pictures uploaded and never used (pasted then deleted, a draft thrown away)
 * are deleted once they are a day old and no story, artist, release or
 * newsletter names them.
 */
@Injectable()
export class UnusedUploadCleanup {
  private readonly logger = new Logger(UnusedUploadCleanup.name);

  constructor(private readonly uploads: UploadsStore) {}

  async cleanUp(now: Date = new Date()): Promise<JobResult> {
    const deleted = await this.uploads.deleteUnreferencedBefore(new Date(now.getTime() - UNUSED_UPLOAD_GRACE_MS));
    const message = `Deleted ${countOf(deleted.length, 'unused picture')}`;
    if (deleted.length > 0) this.logger.log(message);
    return { message, changed: deleted.length > 0, deleted: deleted.length };
  }
}
