import { Injectable, Logger } from '@nestjs/common';
import { enqueueFollowUp } from '../../queues/enqueue-follow-up';
import { JobName } from '../../queues/job-names';
import { JobProducer } from '../../queues/job-producer';

/**
 * Tells the worker that a release landed, so the subscribers who follow its
 * artist get their alert. The release is saved by then, so a queue that is
 * down only costs the alert: logged, never an error for the desk or the scrape.
 */
@Injectable()
export class ReleaseAlertRequests {
  private readonly logger = new Logger(ReleaseAlertRequests.name);

  constructor(private readonly jobs: JobProducer) {}

  releaseLanded(releaseId: number): Promise<void> {
    return enqueueFollowUp(this.logger, `new-drop alerts of release ${releaseId} were not queued`, () =>
      this.jobs.enqueue(JobName.NoteReleaseAlerts, { releaseId }),
    );
  }
}
