import { Injectable, Logger } from '@nestjs/common';
import { enqueueFollowUp } from '../../queues/enqueue-follow-up';
import { JobName } from '../../queues/job-names';
import { JobProducer } from '../../queues/job-producer';

/**
 * Asks the worker to match stories and artists again after an admin's write.
 * The write itself has been saved by then, so a queue that is down does not
 * turn it into an error: it is logged, and the next change of the story or
 * the artist matches again.
 */
@Injectable()
export class MentionMatchingRequests {
  private readonly logger = new Logger(MentionMatchingRequests.name);

  constructor(private readonly jobs: JobProducer) {}

  articleChanged(articleId: number): Promise<void> {
    return this.request(() => this.jobs.enqueue(JobName.MatchArticleMentions, { articleId }), `story ${articleId}`);
  }

  artistChanged(artistId: number): Promise<void> {
    return this.request(() => this.jobs.enqueue(JobName.MatchArtistMentions, { artistId }), `artist ${artistId}`);
  }

  private request(enqueue: () => Promise<unknown>, what: string): Promise<void> {
    return enqueueFollowUp(this.logger, `artist matching for ${what} was not queued`, enqueue);
  }
}
