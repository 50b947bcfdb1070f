import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { CONSENT_FORMS, CONSENT_WORDING } from '../../shared/domain/consent-wording';
import { ConsentContext, ConsentEntry, ConsentsStore } from '../consents/consents.store';
import { LINK_MESSAGES } from './dto/link-token.dto';
import { SubscriberLinks } from './links/subscriber-links';
import { SubscriberEmails } from './subscriber-emails';
import { SubscriberLifecycleStore } from './subscriber-lifecycle.store';
import type { ConfirmAnswer, UnsubscribeAnswer } from '../../shared/contracts/subscriptions';

/** What the links in subscriber emails do: confirm, unsubscribe, and ask for a new confirmation link. */
@Injectable()
export class SubscriptionConfirmationService {
  constructor(
    private readonly links: SubscriberLinks,
    private readonly lifecycle: SubscriberLifecycleStore,
    private readonly consents: ConsentsStore,
    private readonly emails: SubscriberEmails,
  ) {}

  async confirm(token: string, context: ConsentContext): Promise<ConfirmAnswer> {
    const check = this.links.check(token, 'confirm');
    if (!check.ok) {
      throw new BadRequestException(
        check.reason === 'expired' ? LINK_MESSAGES.expiredConfirm : LINK_MESSAGES.invalidConfirm,
      );
    }
    const id = check.claims.subscriptionId;
    const { outcome, confirmedAt } = await this.lifecycle.confirm(id);
    if (outcome === 'missing') throw new NotFoundException(LINK_MESSAGES.missing);
    if (outcome === 'unsubscribed') throw new ConflictException(LINK_MESSAGES.unsubscribed);
    if (outcome === 'bounced') throw new ConflictException(LINK_MESSAGES.bounced);
    const subscriber = await this.lifecycle.findById(id);
    if (outcome === 'confirmed' && confirmedAt) {
      await this.consents.record(
        id,
        [
          {
            purpose: 'newsletter',
            granted: true,
            form: CONSENT_FORMS.emailConfirmation,
            wordingVersion: CONSENT_WORDING.newsletter.version,
          },
        ],
        context,
      );
      await this.emails.queueWelcome(id, confirmedAt);
    }
    return { status: 'active', confirmedNow: outcome === 'confirmed', firstName: subscriber?.firstName ?? '' };
  }

  /**
   * Unsubscribes at once. Doing it twice, or for a subscription erased since,
   * is the same success: the reader gets what they asked for either way.
   */
  async unsubscribe(token: unknown, form: string, context: ConsentContext): Promise<UnsubscribeAnswer> {
    const check = this.links.check(token, 'unsubscribe');
    if (!check.ok) throw new BadRequestException(LINK_MESSAGES.invalidUnsubscribe);
    return this.unsubscribeById(check.claims.subscriptionId, form, context);
  }

  async unsubscribeById(id: number, form: string, context: ConsentContext): Promise<UnsubscribeAnswer> {
    if (await this.lifecycle.unsubscribe(id)) {
      // Leaving ends the credit program calls too: the unsubscribe page says so, and the record proves it.
      await this.consents.record(id, withdrawnOnLeaving(form), context);
    }
    const subscriber = await this.lifecycle.findById(id);
    return { status: 'unsubscribed', email: subscriber?.email ?? null };
  }

  /** Never says whether the address exists: the answer is the same for every address. */
  async resend(email: string): Promise<void> {
    const subscriber = await this.lifecycle.findByEmail(email.trim());
    if (subscriber?.status === 'pending') await this.emails.queueConfirmation(subscriber.id);
  }

  /**
   * A fresh preferences link for the address, answered the same for every
   * address: an active subscriber gets the link, one still waiting gets the
   * confirmation again (there is nothing to choose before it), anyone else nothing.
   */
  async sendPreferencesLink(email: string): Promise<void> {
    const subscriber = await this.lifecycle.findByEmail(email.trim());
    if (subscriber?.status === 'active') await this.emails.queuePreferencesLink(subscriber.id);
    if (subscriber?.status === 'pending') await this.emails.queueConfirmation(subscriber.id);
  }
}

/** What leaving withdraws: the newsletter and, with it, the credit program and the calls about it. */
function withdrawnOnLeaving(form: string): ConsentEntry[] {
  return (['phone_contact', 'credit_program', 'newsletter'] as const).map((purpose) => ({
    purpose,
    granted: false,
    form,
    wordingVersion: CONSENT_WORDING[purpose].version,
  }));
}
