import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { RECOMMENDATIONS_LIMIT } from '@api/shared/contracts/personalization';
import { RecommendationGenerator } from '../recommendations/recommendation-generator';
import { oneQueueProcessor } from './one-queue-processor';

export const RecommendationsProcessor = oneQueueProcessor(
  QueueName.Recommendations,
  [RecommendationGenerator],
  (generator) => ({
    [JobName.GenerateRecommendations]: (job) => {
      const limit = Math.max(1, Math.min(RECOMMENDATIONS_LIMIT, job.data.limit || RECOMMENDATIONS_LIMIT));
      return generator.generate(job.data.sessionId, limit, (percent) => job.updateProgress(percent));
    },
  }),
);
