import { Processor } from '@nestjs/bullmq';
import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { ArtistMatcher } from '../mentions/artist-matcher';
import { JobHandlers, QueueWorkerHost } from './queue-worker-host';
import { PROCESSOR_OPTIONS } from './worker-options';

@Processor(QueueName.Mentions, PROCESSOR_OPTIONS)
export class MentionsProcessor extends QueueWorkerHost<QueueName.Mentions> {
  protected readonly queueName = QueueName.Mentions;

  constructor(private readonly matcher: ArtistMatcher) {
    super();
  }

  protected handlers(): JobHandlers<QueueName.Mentions> {
    return {
      [JobName.MatchArticleMentions]: (job) => this.matcher.matchArticle(job.data.articleId),
      [JobName.MatchArtistMentions]: (job) => this.matcher.matchArtist(job.data.artistId),
    };
  }
}
