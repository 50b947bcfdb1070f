import { Processor } from '@nestjs/bullmq';
import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { SubscriberEmailSender } from '../email/subscriber-email-sender';
import { MemberLinkEmailSender } from '../email/member-link-email-sender';
import { ReleaseAlertNoter } from '../alerts/release-alert-noter';
import { ReleaseAlertSender } from '../alerts/release-alert-sender';
import { WebhookDisabledEmailSender } from '../email/webhook-disabled-email-sender';
import { NewsletterEmailSender } from '../newsletters/newsletter-email-sender';
import { NewsletterFanOut } from '../newsletters/newsletter-fan-out';
import { NewsletterTestSender } from '../newsletters/newsletter-test-sender';
import { JobHandlers, QueueWorkerHost } from './queue-worker-host';
import { PROCESSOR_OPTIONS } from './worker-options';

@Processor(QueueName.Email, PROCESSOR_OPTIONS)
export class EmailProcessor extends QueueWorkerHost<QueueName.Email> {
  protected readonly queueName = QueueName.Email;

  constructor(
    private readonly sender: SubscriberEmailSender,
    private readonly fanOut: NewsletterFanOut,
    private readonly newsletterSender: NewsletterEmailSender,
    private readonly testSender: NewsletterTestSender,
    private readonly memberLinks: MemberLinkEmailSender,
    private readonly alertNoter: ReleaseAlertNoter,
    private readonly alertSender: ReleaseAlertSender,
    private readonly webhookDisabled: WebhookDisabledEmailSender,
  ) {
    super();
  }

  /**
   * Email has its own pace: EMAIL_CONCURRENCY sends at once per process (one
   * pooled SMTP connection each) and, with EMAIL_RATE_PER_SECOND, BullMQ's
   * limiter, which counts across every worker process sharing the queue.
   */
  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
    this.worker.concurrency = this.config.mail.concurrency;
    const rate = this.config.mail.ratePerSecond;
    this.worker.opts.limiter = rate > 0 ? { max: rate, duration: 1_000 } : undefined;
  }

  protected handlers(): JobHandlers<QueueName.Email> {
    return {
      [JobName.SendConfirmationEmail]: (job) => this.sender.send('confirmation', job.data),
      [JobName.SendWelcomeEmail]: (job) => this.sender.send('welcome', job.data),
      [JobName.SendAlreadySubscribedEmail]: (job) => this.sender.send('already-subscribed', job.data),
      [JobName.SendPreferencesLinkEmail]: (job) => this.sender.send('preferences-link', job.data),
      [JobName.SendNewsletter]: (job) => this.fanOut.run(job.data, (percent) => job.updateProgress(percent)),
      [JobName.SendNewsletterEmail]: (job) =>
        this.newsletterSender.send(job.data, { lastAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) }),
      [JobName.SendNewsletterTest]: (job) => this.testSender.send(job.data),
      [JobName.SendMemberLinkEmail]: (job) => this.memberLinks.send(job.data),
      [JobName.NoteReleaseAlerts]: (job) => this.alertNoter.note(job.data),
      [JobName.SendReleaseAlerts]: (job) => this.alertSender.send(job.data),
      [JobName.SendWebhookDisabledEmail]: (job) => this.webhookDisabled.send(job.data),
    };
  }
}
