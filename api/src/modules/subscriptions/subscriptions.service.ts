import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { ConsentContext, ConsentsStore } from '../consents/consents.store';
import { CreateSubscriptionDto } from './dto/create-subscription.dto';
import { signupConsents } from './signup-consents';
import { SubscriberEmails } from './subscriber-emails';
import { SubscriberLifecycleStore } from './subscriber-lifecycle.store';

@Injectable()
export class SubscriptionsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly lifecycle: SubscriberLifecycleStore,
    private readonly consents: ConsentsStore,
    private readonly emails: SubscriberEmails,
  ) {}

  /**
   * Stores the reader as pending (active when double opt-in is off) with the
   * consents they gave, then queues the confirmation (or welcome) email. One
   * statement decides between "stored" and "already there", so concurrent
   * identical requests leave one row and never raise a unique-violation 500.
   * An address already there is left as it is (a stranger may have typed it)
   * and its owner is told by email instead of the caller: a pending one gets
   * its confirmation again, an active one a note that it is already
   * subscribed, each at most once per ten minutes.
   */
  async subscribe(dto: CreateSubscriptionDto, context: ConsentContext): Promise<void> {
    const phoneNumber = dto.creditProgramParticipation ? (dto.phoneNumber ?? null) : null;
    const input = { ...dto, phoneNumber };
    const outcome = await this.lifecycle.signUp(input, this.config.mail.doubleOptIn ? 'pending' : 'active');
    const { subscriber } = outcome;
    if (!outcome.created) {
      if (subscriber.status === 'pending') await this.emails.queueConfirmation(subscriber.id);
      if (subscriber.status === 'active') await this.emails.queueAlreadySubscribed(subscriber.id);
      return;
    }
    await this.consents.record(subscriber.id, signupConsents(input), context);
    try {
      if (subscriber.status === 'pending') await this.emails.queueConfirmation(subscriber.id);
      else await this.emails.queueWelcome(subscriber.id, subscriber.confirmedAt ?? new Date());
    } catch (error) {
      // Nothing was sent: forget the signup so the reader's retry is a first signup.
      if (outcome.fresh) await this.lifecycle.erase(subscriber.id);
      throw error;
    }
  }
}
