import { Injectable } from '@nestjs/common';
import {
  alreadySubscribedDeliveryKey,
  confirmationDeliveryKey,
  preferencesLinkDeliveryKey,
  welcomeDeliveryKey,
} from '../../queues/job-keys';
import { JobName } from '../../queues/job-names';
import { JobProducer } from '../../queues/job-producer';
import { SubscriberLifecycleStore } from './subscriber-lifecycle.store';

/** A reader gets at most one email per ten minutes from sign-ups of their address, however often it is entered. */
export const CONFIRMATION_RESEND_INTERVAL_MS = 10 * 60 * 1000;

/** The emails sent under the sign-up form's ten-minute clock. */
type SignUpEmailJob =
  JobName.SendConfirmationEmail | JobName.SendAlreadySubscribedEmail | JobName.SendPreferencesLinkEmail;

/** Queues the emails of a subscription's lifecycle; the worker sends them. */
@Injectable()
export class SubscriberEmails {
  constructor(
    private readonly jobs: JobProducer,
    private readonly lifecycle: SubscriberLifecycleStore,
  ) {}

  /**
   * Queues a confirmation email unless one went out in the last ten minutes.
   * Returns whether one was queued; a queue that is down is a 503, and the
   * claim is given back so the reader's next try is not refused.
   */
  async queueConfirmation(subscriptionId: number): Promise<boolean> {
    const claimedAt = await this.lifecycle.claimConfirmationSend(subscriptionId, CONFIRMATION_RESEND_INTERVAL_MS);
    return this.enqueueClaimed(subscriptionId, claimedAt, JobName.SendConfirmationEmail, confirmationDeliveryKey);
  }

  /** Tells an active subscriber their address was entered in the sign-up form again, under the same ten-minute limit. */
  async queueAlreadySubscribed(subscriptionId: number): Promise<boolean> {
    const claimedAt = await this.lifecycle.claimAlreadySubscribedSend(subscriptionId, CONFIRMATION_RESEND_INTERVAL_MS);
    return this.enqueueClaimed(
      subscriptionId,
      claimedAt,
      JobName.SendAlreadySubscribedEmail,
      alreadySubscribedDeliveryKey,
    );
  }

  /** Sends an active subscriber a fresh link to their preferences, under the same ten-minute limit. */
  async queuePreferencesLink(subscriptionId: number): Promise<boolean> {
    const claimedAt = await this.lifecycle.claimPreferencesLinkSend(subscriptionId, CONFIRMATION_RESEND_INTERVAL_MS);
    return this.enqueueClaimed(subscriptionId, claimedAt, JobName.SendPreferencesLinkEmail, preferencesLinkDeliveryKey);
  }

  /** Queues a sign-up email whose send was claimed (none when the claim was refused); a failed enqueue gives the claim back. */
  private async enqueueClaimed(
    subscriptionId: number,
    claimedAt: Date | null,
    job: SignUpEmailJob,
    deliveryKeyOf: (subscriptionId: number, claimedAt: Date) => string,
  ): Promise<boolean> {
    if (!claimedAt) return false;
    try {
      await this.jobs.enqueue(job, { subscriptionId, deliveryKey: deliveryKeyOf(subscriptionId, claimedAt) });
    } catch (error) {
      await this.lifecycle.releaseConfirmationSend(subscriptionId, claimedAt);
      throw error;
    }
    return true;
  }

  async queueWelcome(subscriptionId: number, confirmedAt: Date): Promise<void> {
    await this.jobs.enqueue(JobName.SendWelcomeEmail, {
      subscriptionId,
      deliveryKey: welcomeDeliveryKey(subscriptionId, confirmedAt),
    });
  }
}
