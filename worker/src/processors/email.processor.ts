import { Processor } from '@nestjs/bullmq';
import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { SubscriberEmailSender } from '../email/subscriber-email-sender';
import { JobHandlers, QueueWorkerHost } from './queue-worker-host';
import { PROCESSOR_OPTIONS } from './worker-options';

@Processor(QueueName.Email, PROCESSOR_OPTIONS)
export class EmailProcessor extends QueueWorkerHost<QueueName.Email> {
  protected readonly queueName = QueueName.Email;

  constructor(private readonly sender: SubscriberEmailSender) {
    super();
  }

  protected handlers(): JobHandlers<QueueName.Email> {
    return {
      [JobName.SendConfirmationEmail]: (job) => this.sender.send('confirmation', job.data),
      [JobName.SendWelcomeEmail]: (job) => this.sender.send('welcome', job.data),
    };
  }
}
