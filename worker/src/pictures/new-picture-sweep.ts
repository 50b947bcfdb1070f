import { Injectable } from '@nestjs/common';
import { PicturesStore } from '@api/modules/pictures/pictures.store';
import { JobName } from '@api/queues/job-names';
import { JobProducer } from '@api/queues/job-producer';
import type { JobResult } from '@api/shared/contracts/jobs';
import { countOf } from '@api/shared/domain/plural';

/** Pictures queued per sweep; the next sweep (seconds later) takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Finds picture addresses that stories, artists, releases and newsletters
 * hold and that were never tried, and queues a job for each. It runs after
 * content is stored, never inside a scrape, so a scrape of 200 stories is
 * not slowed by their pictures. Running twice queues nothing twice: each
 * job's id is its picture's hash.
 */
@Injectable()
export class NewPictureSweep {
  constructor(
    private readonly pictures: PicturesStore,
    private readonly jobs: JobProducer,
  ) {}

  async queueNew(): Promise<JobResult> {
    const addresses = await this.pictures.unseenAddresses(SWEEP_BATCH);
    for (const sourceUrl of addresses) await this.jobs.enqueue(JobName.ProcessPicture, { sourceUrl });
    return { message: `Queued ${countOf(addresses.length, 'new picture')}`, changed: addresses.length > 0 };
  }
}
