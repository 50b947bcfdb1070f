import { Injectable, Logger } from '@nestjs/common';
import { enqueueFollowUp } from '../../queues/enqueue-follow-up';
import { JobName } from '../../queues/job-names';
import { JobProducer } from '../../queues/job-producer';

/**
 * Asks the worker to put an article written on the desk in the story it
 * reports on. The article is saved by then as a story of its own, so a queue
 * that is down only leaves it there: logged, never an error for the writer.
 */
@Injectable()
export class StoryPlacementRequests {
  private readonly logger = new Logger(StoryPlacementRequests.name);

  constructor(private readonly jobs: JobProducer) {}

  articleWritten(articleId: number): Promise<void> {
    return enqueueFollowUp(this.logger, `story placement of article ${articleId} was not queued`, () =>
      this.jobs.enqueue(JobName.PlaceArticleInStory, { articleId }),
    );
  }
}
