import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { JobName } from '@api/queues/job-names';
import type { GenerateRecommendationsPayload } from '@api/queues/job-payloads';
import { QueueName } from '@api/queues/queue-names';
import { RECOMMENDATIONS_LIMIT } from '@api/shared/contracts/personalization';
import { RecommendationGenerator } from '../recommendations/recommendation-generator';
import { JobHandlers, QueueWorkerHost } from './queue-worker-host';
import { PROCESSOR_OPTIONS } from './worker-options';

@Processor(QueueName.Recommendations, PROCESSOR_OPTIONS)
export class RecommendationsProcessor extends QueueWorkerHost {
  protected readonly queueName = QueueName.Recommendations;

  constructor(private readonly generator: RecommendationGenerator) {
    super();
  }

  protected handlers(): JobHandlers {
    return {
      [JobName.GenerateRecommendations]: (job: Job<GenerateRecommendationsPayload>) => {
        const limit = Math.max(1, Math.min(RECOMMENDATIONS_LIMIT, job.data.limit || RECOMMENDATIONS_LIMIT));
        return this.generator.generate(job.data.sessionId, limit, (percent) => job.updateProgress(percent));
      },
    };
  }
}
