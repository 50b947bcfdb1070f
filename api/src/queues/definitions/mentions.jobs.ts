import { jobsOnQueue, oneAtATime } from '../job-definition';
import { uniqueJobId } from '../job-keys';
import { JobName } from '../job-names';
import { MENTION_JOB_OPTIONS } from '../job-options';
import { QueueName } from '../queue-names';

/** Which artists a story names, and which story an article joins. */
export const MENTION_JOBS = jobsOnQueue(QueueName.Mentions, {
  // Never deduplicated: a job reads the story or artist as it is when it runs, so an edit made while
  // one runs needs a run of its own; running twice stores the same rows.
  [JobName.MatchArticleMentions]: {
    options: MENTION_JOB_OPTIONS,
    jobId: (payload) => uniqueJobId(`mentions-article-${payload.articleId}`),
  },
  [JobName.MatchArtistMentions]: {
    options: MENTION_JOB_OPTIONS,
    jobId: (payload) => uniqueJobId(`mentions-artist-${payload.artistId}`),
  },
  // Repeated by the worker's scheduler, and run once as each worker starts; one at a time.
  [JobName.MatchChangedMentions]: oneAtATime(JobName.MatchChangedMentions, MENTION_JOB_OPTIONS),
  // One placement per article: the id names the article, so asking twice queues it once, and a run
  // after the article was placed (or moved by an editor) changes nothing.
  [JobName.PlaceArticleInStory]: {
    options: MENTION_JOB_OPTIONS,
    jobId: (payload) => `story-placement-${payload.articleId}`,
  },
});
