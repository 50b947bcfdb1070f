import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type {
  AdminResendAnswer,
  AdminUnsubscribeAnswer,
  SubscriberDataExport,
  SubscriberImportReport,
  SubscriberImportRow,
} from '../../shared/contracts/admin';
import { CONSENT_FORMS } from '../../shared/domain/consent-wording';
import { NewsletterDeliveriesStore } from '../newsletter-deliveries/newsletter-deliveries.store';
import { NewslettersStore } from '../newsletters/newsletters.store';
import { OutboxStore } from '../outbox/outbox.store';
import { ConsentContext, ConsentsStore } from '../consents/consents.store';
import { EmailDeliveriesStore } from '../email-deliveries/email-deliveries.store';
import { IMPORT_MESSAGES, parseSubscriberImport } from './import/subscriber-import-rows';
import { signupConsents } from './signup-consents';
import { SubscriberEmails } from './subscriber-emails';
import { FollowsStore } from '../follows/follows.store';
import { ReleaseAlertsStore } from '../release-alerts/release-alerts.store';
import { SubscriberPreferencesStore } from './subscriber-preferences.store';
import { SubscriberSessionsStore } from './subscriber-sessions.store';
import { SubscriberLifecycleStore, SubscriberRecord } from './subscriber-lifecycle.store';
import { toSubscriberListItem } from './subscriber-list-item-view';
import { SubscriptionConfirmationService } from './subscription-confirmation.service';

export const ADMIN_SUBSCRIBER_MESSAGES = {
  notFound: 'This subscriber does not exist (it may have been erased).',
  notPending: 'Only a subscriber who has not confirmed yet can be sent a confirmation email.',
  tooSoon: 'A confirmation email went to this subscriber less than ten minutes ago.',
} as const;

/** What an admin can do to one subscriber, and the CSV import. */
@Injectable()
export class SubscriberAdminService {
  constructor(
    private readonly lifecycle: SubscriberLifecycleStore,
    private readonly consents: ConsentsStore,
    private readonly deliveries: EmailDeliveriesStore,
    private readonly outbox: OutboxStore,
    private readonly newsletterDeliveries: NewsletterDeliveriesStore,
    private readonly newsletters: NewslettersStore,
    private readonly sessions: SubscriberSessionsStore,
    private readonly emails: SubscriberEmails,
    private readonly confirmation: SubscriptionConfirmationService,
    private readonly follows: FollowsStore,
    private readonly choices: SubscriberPreferencesStore,
    private readonly releaseAlerts: ReleaseAlertsStore,
  ) {}

  async unsubscribe(id: number, context: ConsentContext): Promise<AdminUnsubscribeAnswer> {
    await this.require(id);
    await this.confirmation.unsubscribeById(id, CONSENT_FORMS.admin, context);
    return { status: 'unsubscribed' };
  }

  async resendConfirmation(id: number): Promise<AdminResendAnswer> {
    const subscriber = await this.require(id);
    if (subscriber.status !== 'pending') throw new ConflictException(ADMIN_SUBSCRIBER_MESSAGES.notPending);
    if (!(await this.emails.queueConfirmation(id))) throw new ConflictException(ADMIN_SUBSCRIBER_MESSAGES.tooSoon);
    return { queued: true };
  }

  /** An access request: everything stored about the subscriber, from every table in SUBSCRIBER_DATA_TABLES. */
  async export(id: number): Promise<SubscriberDataExport> {
    const subscriber = await this.require(id);
    const [consents, emails, newsletterDeliveries, outboxCopies, following, preferences, releaseAlerts, sessions] =
      await Promise.all([
        this.consents.forSubscription(id),
        this.deliveries.forSubscription(id),
        this.newsletterDeliveries.forSubscription(id),
        this.outbox.summariesForRecipient(subscriber.email),
        this.follows.followedBy({ subscriptionId: id }),
        this.choices.of(id),
        this.releaseAlerts.forSubscription(id),
        this.sessions.sessionsOf(id),
      ]);
    const titles = await this.newsletters.titlesOf([...new Set(newsletterDeliveries.map((row) => row.newsletterId))]);
    const latest = [...consents].reverse().find((consent) => consent.purpose === 'newsletter');
    return {
      exportedAt: new Date().toISOString(),
      subscriber: {
        ...toSubscriberListItem(subscriber, null),
        newsletterConsent: latest
          ? { granted: latest.granted, form: latest.form, recordedAt: latest.recordedAt }
          : null,
        interests: subscriber.interests,
        unsubscribedAt: subscriber.unsubscribedAt ? new Date(subscriber.unsubscribedAt).toISOString() : null,
      },
      consents,
      emails,
      newsletters: newsletterDeliveries.map((row) => ({ ...row, title: titles.get(row.newsletterId) ?? null })),
      outboxCopies: outboxCopies.map((row) => ({
        messageId: row.message_id,
        to: row.recipients,
        subject: row.subject,
        receivedAt: new Date(row.received_at).toISOString(),
      })),
      following: following.map((row) => ({ artistId: row.artistId, followedAt: row.followedAt.toISOString() })),
      preferences,
      releaseAlerts,
      sessions,
    };
  }

  /** A deletion request: the row, its consents, its delivery records and local outbox copies. */
  async erase(id: number): Promise<void> {
    const erased = await this.lifecycle.erase(id);
    if (!erased) throw new NotFoundException(ADMIN_SUBSCRIBER_MESSAGES.notFound);
    await this.outbox.deleteForRecipient(erased.email);
  }

  async import(csv: string, context: ConsentContext): Promise<SubscriberImportReport> {
    let parsed;
    try {
      parsed = parseSubscriberImport(csv);
    } catch (error) {
      throw new BadRequestException((error as Error).message);
    }
    const rows: SubscriberImportRow[] = [];
    for (const row of parsed) {
      if (!row.ok) {
        rows.push({ line: row.line, email: row.email, result: 'skipped', reason: row.reason });
        continue;
      }
      const input = {
        email: row.subscriber.email,
        firstName: row.subscriber.firstName,
        lastName: row.subscriber.lastName,
        creditProgramParticipation: row.subscriber.creditProgramParticipation,
        phoneNumber: row.subscriber.creditProgramParticipation ? (row.subscriber.phoneNumber ?? null) : null,
      };
      const stored = await this.lifecycle.importActive(input);
      if (!stored) {
        rows.push({ line: row.line, email: row.email, result: 'skipped', reason: IMPORT_MESSAGES.exists });
        continue;
      }
      await this.consents.record(stored.id, signupConsents(input, CONSENT_FORMS.adminImport), context);
      rows.push({ line: row.line, email: row.email, result: 'imported' });
    }
    const imported = rows.filter((row) => row.result === 'imported').length;
    return { imported, skipped: rows.length - imported, rows };
  }

  private async require(id: number): Promise<SubscriberRecord> {
    const subscriber = await this.lifecycle.findById(id);
    if (!subscriber) throw new NotFoundException(ADMIN_SUBSCRIBER_MESSAGES.notFound);
    return subscriber;
  }
}
