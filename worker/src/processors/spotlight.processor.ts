import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { WeeklyChartBuilder } from '../charts/weekly-chart-builder';
import { WeeklyDigest } from '../digest/weekly-digest';
import { SpotlightGenerator } from '../spotlight/spotlight-generator';
import { progressOf } from './job-progress';
import { oneQueueProcessor } from './one-queue-processor';

export const SpotlightProcessor = oneQueueProcessor(
  QueueName.Spotlight,
  [SpotlightGenerator, WeeklyDigest, WeeklyChartBuilder],
  (generator, digest, charts) => ({
    [JobName.GenerateSpotlight]: async (job) => {
      await progressOf(job).report(0.1);
      // The Monday scheduler sends no week: the week is the one the job runs in.
      return generator.generate(job.data.week);
    },
    // The weekly digest is written from the week's spotlight, so it runs on the same queue.
    [JobName.DraftWeeklyDigest]: async (job) => {
      await job.updateProgress(10);
      return digest.draft(job.data.week);
    },
    // The weekly chart is built on Mondays beside the spotlight; the scheduler sends no week.
    [JobName.BuildWeeklyChart]: async (job) => charts.build(job.data.week, progressOf(job)),
  }),
);
