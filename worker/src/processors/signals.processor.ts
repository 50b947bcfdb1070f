import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { INTERACTION_BATCH_SIZE } from '../signals/interaction-row-batcher';
import { SignalWriter } from '../signals/signal-writer';
import { oneQueueProcessor } from './one-queue-processor';

/**
 * A signal job only waits for its batch's one INSERT (InteractionRowBatcher),
 * so the worker takes as many at once as a batch holds: at WORKER_CONCURRENCY
 * (2) jobs would queue behind each other's round trips and batches would stay
 * tiny.
 */
export const SignalsProcessor = oneQueueProcessor(
  QueueName.Signals,
  [SignalWriter],
  (writer) => ({
    [JobName.RecordInteraction]: (job) => writer.recordInteraction(job.data),
    [JobName.RecordVisit]: (job) => writer.recordVisit(job.data),
  }),
  { concurrency: (workerConcurrency) => Math.max(workerConcurrency, INTERACTION_BATCH_SIZE) },
);
