import { Processor } from '@nestjs/bullmq';
import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { WeeklyDigest } from '../digest/weekly-digest';
import { SpotlightGenerator } from '../spotlight/spotlight-generator';
import { progressOf } from './job-progress';
import { JobHandlers, QueueWorkerHost } from './queue-worker-host';
import { PROCESSOR_OPTIONS } from './worker-options';

@Processor(QueueName.Spotlight, PROCESSOR_OPTIONS)
export class SpotlightProcessor extends QueueWorkerHost<QueueName.Spotlight> {
  protected readonly queueName = QueueName.Spotlight;

  constructor(
    private readonly generator: SpotlightGenerator,
    private readonly digest: WeeklyDigest,
  ) {
    super();
  }

  protected handlers(): JobHandlers<QueueName.Spotlight> {
    return {
      [JobName.GenerateSpotlight]: async (job) => {
        await progressOf(job).report(0.1);
        // The Monday scheduler sends no week: the week is the one the job runs in.
        return this.generator.generate(job.data.week);
      },
      // The weekly digest is written from the week's spotlight, so it runs on the same queue.
      [JobName.DraftWeeklyDigest]: async (job) => {
        await job.updateProgress(10);
        return this.digest.draft(job.data.week);
      },
    };
  }
}
