import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { SignalWriter } from '../signals/signal-writer';
import { oneQueueProcessor } from './one-queue-processor';

export const SignalsProcessor = oneQueueProcessor(QueueName.Signals, [SignalWriter], (writer) => ({
  [JobName.RecordInteraction]: (job) => writer.recordInteraction(job.data),
  [JobName.RecordVisit]: (job) => writer.recordVisit(job.data),
}));
