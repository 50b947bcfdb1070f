import { Module } from '@nestjs/common';
import { MailTransport } from '@api/mail/mail-transport';
import { ArticlesStoreModule } from '@api/modules/articles/articles-store.module';
import { ArtistsStoreModule } from '@api/modules/artists/artists-store.module';
import { EmailDeliveriesStoreModule } from '@api/modules/email-deliveries/email-deliveries-store.module';
import { NewsletterDeliveriesStoreModule } from '@api/modules/newsletter-deliveries/newsletter-deliveries-store.module';
import { NewslettersStoreModule } from '@api/modules/newsletters/newsletters-store.module';
import { FollowsStoreModule } from '@api/modules/follows/follows-store.module';
import { ReleaseAlertsStoreModule } from '@api/modules/release-alerts/release-alerts-store.module';
import { ReleasesStoreModule } from '@api/modules/releases/releases-store.module';
import { PersonalDigestStoreModule } from '@api/modules/personal-digest/personal-digest-store.module';
import { SubscriberLinks } from '@api/modules/subscriptions/links/subscriber-links';
import { SubscriptionsStoreModule } from '@api/modules/subscriptions/subscriptions-store.module';
import { MemberTokensStoreModule } from '@api/modules/member-tokens/member-tokens-store.module';
import { UsersStoreModule } from '@api/modules/users/users-store.module';
import { PersonalDigestPicker } from '../digest/personal-digest-picker';
import { WebhooksStoreModule } from '@api/modules/webhooks/webhooks-store.module';
import { NewsletterEmailSender } from '../newsletters/newsletter-email-sender';
import { NewsletterFanOut } from '../newsletters/newsletter-fan-out';
import { NewsletterMessages } from '../newsletters/newsletter-messages';
import { NewsletterTestSender } from '../newsletters/newsletter-test-sender';
import { ScheduledSendSweep } from '../newsletters/scheduled-send-sweep';
import { EmailProcessor } from '../processors/email.processor';
import { ReleaseAlertNoter } from '../alerts/release-alert-noter';
import { ReleaseAlertSchedule } from '../alerts/release-alert-schedule';
import { ReleaseAlertSender } from '../alerts/release-alert-sender';
import { SubscriberEmailSender } from './subscriber-email-sender';
import { MemberLinkEmailSender } from './member-link-email-sender';
import { WebhookDisabledEmailSender } from './webhook-disabled-email-sender';
import { RecordedDelivery } from './recorded-delivery';
import { WelcomeHighlightsReader } from './welcome-highlights-reader';

/** The email queue's processor and what it needs; the SMTP transport exists only in the worker. */
@Module({
  imports: [
    ArticlesStoreModule,
    ArtistsStoreModule,
    EmailDeliveriesStoreModule,
    SubscriptionsStoreModule,
    NewslettersStoreModule,
    NewsletterDeliveriesStoreModule,
    PersonalDigestStoreModule,
    MemberTokensStoreModule,
    UsersStoreModule,
    FollowsStoreModule,
    ReleasesStoreModule,
    ReleaseAlertsStoreModule,
    WebhooksStoreModule,
  ],
  providers: [
    MailTransport,
    SubscriberLinks,
    RecordedDelivery,
    SubscriberEmailSender,
    WelcomeHighlightsReader,
    MemberLinkEmailSender,
    WebhookDisabledEmailSender,
    NewsletterMessages,
    PersonalDigestPicker,
    NewsletterFanOut,
    NewsletterEmailSender,
    NewsletterTestSender,
    ScheduledSendSweep,
    ReleaseAlertSchedule,
    ReleaseAlertNoter,
    ReleaseAlertSender,
    EmailProcessor,
  ],
})
export class EmailWorkerModule {}
