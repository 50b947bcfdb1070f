import { Processor } from '@nestjs/bullmq';
import { JobName } from '@api/queues/job-names';
import type { GenerateSpotlightPayload } from '@api/queues/job-payloads';
import { QueueName } from '@api/queues/queue-names';
import { SpotlightGenerator } from '../spotlight/spotlight-generator';
import { JobHandlers, QueueWorkerHost } from './queue-worker-host';
import { PROCESSOR_OPTIONS } from './worker-options';

@Processor(QueueName.Spotlight, PROCESSOR_OPTIONS)
export class SpotlightProcessor extends QueueWorkerHost {
  protected readonly queueName = QueueName.Spotlight;

  constructor(private readonly generator: SpotlightGenerator) {
    super();
  }

  protected handlers(): JobHandlers {
    return {
      [JobName.GenerateSpotlight]: async (job) => {
        const payload = job.data as GenerateSpotlightPayload;
        await job.updateProgress(10);
        // The Monday scheduler sends no week: the week is the one the job runs in.
        return this.generator.generate(payload.week);
      },
    };
  }
}
