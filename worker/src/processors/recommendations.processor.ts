import { Processor } from '@nestjs/bullmq';
import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { RECOMMENDATIONS_LIMIT } from '@api/shared/contracts/personalization';
import { RecommendationGenerator } from '../recommendations/recommendation-generator';
import { JobHandlers, QueueWorkerHost } from './queue-worker-host';
import { PROCESSOR_OPTIONS } from './worker-options';

@Processor(QueueName.Recommendations, PROCESSOR_OPTIONS)
export class RecommendationsProcessor extends QueueWorkerHost<QueueName.Recommendations> {
  protected readonly queueName = QueueName.Recommendations;

  constructor(private readonly generator: RecommendationGenerator) {
    super();
  }

  protected handlers(): JobHandlers<QueueName.Recommendations> {
    return {
      [JobName.GenerateRecommendations]: (job) => {
        const limit = Math.max(1, Math.min(RECOMMENDATIONS_LIMIT, job.data.limit || RECOMMENDATIONS_LIMIT));
        return this.generator.generate(job.data.sessionId, limit, (percent) => job.updateProgress(percent));
      },
    };
  }
}
