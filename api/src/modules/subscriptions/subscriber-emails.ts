import { Injectable } from '@nestjs/common';
import {
  alreadySubscribedDeliveryKey,
  confirmationDeliveryKey,
  preferencesLinkDeliveryKey,
  welcomeDeliveryKey,
} from '../../queues/job-definitions';
import { JobName } from '../../queues/job-names';
import { JobProducer } from '../../queues/job-producer';
import { SubscriberLifecycleStore } from './subscriber-lifecycle.store';

/** A reader gets at most one email per ten minutes from sign-ups of their address, however often it is entered. */
export const CONFIRMATION_RESEND_INTERVAL_MS = 10 * 60 * 1000;

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
    if (!claimedAt) return false;
    await this.enqueueClaimed(subscriptionId, claimedAt, () =>
      this.jobs.enqueue(JobName.SendConfirmationEmail, {
        subscriptionId,
        deliveryKey: confirmationDeliveryKey(subscriptionId, claimedAt),
      }),
    );
    return true;
  }

  /** Tells an active subscriber their address was entered in the sign-up form again, under the same ten-minute limit. */
  async queueAlreadySubscribed(subscriptionId: number): Promise<boolean> {
    const claimedAt = await this.lifecycle.claimAlreadySubscribedSend(subscriptionId, CONFIRMATION_RESEND_INTERVAL_MS);
    if (!claimedAt) return false;
    await this.enqueueClaimed(subscriptionId, claimedAt, () =>
      this.jobs.enqueue(JobName.SendAlreadySubscribedEmail, {
        subscriptionId,
        deliveryKey: alreadySubscribedDeliveryKey(subscriptionId, claimedAt),
      }),
    );
    return true;
  }

  /** Sends an active subscriber a fresh link to their preferences, under the same ten-minute limit. */
  async queuePreferencesLink(subscriptionId: number): Promise<boolean> {
    const claimedAt = await this.lifecycle.claimPreferencesLinkSend(subscriptionId, CONFIRMATION_RESEND_INTERVAL_MS);
    if (!claimedAt) return false;
    await this.enqueueClaimed(subscriptionId, claimedAt, () =>
      this.jobs.enqueue(JobName.SendPreferencesLinkEmail, {
        subscriptionId,
        deliveryKey: preferencesLinkDeliveryKey(subscriptionId, claimedAt),
      }),
    );
    return true;
  }

  private async enqueueClaimed(subscriptionId: number, claimedAt: Date, enqueue: () => Promise<unknown>) {
    try {
      await enqueue();
    } catch (error) {
      await this.lifecycle.releaseConfirmationSend(subscriptionId, claimedAt);
      throw error;
    }
  }

  async queueWelcome(subscriptionId: number, confirmedAt: Date): Promise<void> {
    await this.jobs.enqueue(JobName.SendWelcomeEmail, {
      subscriptionId,
      deliveryKey: welcomeDeliveryKey(subscriptionId, confirmedAt),
    });
  }
}
