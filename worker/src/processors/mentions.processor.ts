import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { ArtistMatcher } from '../mentions/artist-matcher';
import { StoryAssigner } from '../stories/story-assigner';
import { oneQueueProcessor } from './one-queue-processor';

export const MentionsProcessor = oneQueueProcessor(
  QueueName.Mentions,
  [ArtistMatcher, StoryAssigner],
  (matcher, stories) => ({
    [JobName.MatchArticleMentions]: (job) => matcher.matchArticle(job.data.articleId),
    [JobName.MatchArtistMentions]: (job) => matcher.matchArtist(job.data.artistId),
    [JobName.MatchChangedMentions]: () => matcher.matchChanged(),
    [JobName.PlaceArticleInStory]: (job) => stories.placeWritten(job.data.articleId),
  }),
);
