import { Processor } from '@nestjs/bullmq';
import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { SignalWriter } from '../signals/signal-writer';
import { JobHandlers, QueueWorkerHost } from './queue-worker-host';
import { PROCESSOR_OPTIONS } from './worker-options';

@Processor(QueueName.Signals, PROCESSOR_OPTIONS)
export class SignalsProcessor extends QueueWorkerHost<QueueName.Signals> {
  protected readonly queueName = QueueName.Signals;

  constructor(private readonly writer: SignalWriter) {
    super();
  }

  protected handlers(): JobHandlers<QueueName.Signals> {
    return {
      [JobName.RecordInteraction]: (job) => this.writer.recordInteraction(job.data),
      [JobName.RecordVisit]: (job) => this.writer.recordVisit(job.data),
    };
  }
}
