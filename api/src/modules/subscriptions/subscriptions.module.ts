import { Module } from '@nestjs/common';
import { ArtistsStoreModule } from '../artists/artists-store.module';
import { FollowsModule } from '../follows/follows.module';
import { FollowsStoreModule } from '../follows/follows-store.module';
import { ConsentsStoreModule } from '../consents/consents-store.module';
import { EmailDeliveriesStoreModule } from '../email-deliveries/email-deliveries-store.module';
import { NewsletterDeliveriesStoreModule } from '../newsletter-deliveries/newsletter-deliveries-store.module';
import { NewslettersStoreModule } from '../newsletters/newsletters-store.module';
import { OutboxStoreModule } from '../outbox/outbox-store.module';
import { ReleaseAlertsStoreModule } from '../release-alerts/release-alerts-store.module';
import { RecognitionModule } from '../recognition/recognition.module';
import { AdminSubscriberActionsController } from './admin-subscriber-actions.controller';
import { AdminSubscribersController } from './admin-subscribers.controller';
import { SubscriberLinks } from './links/subscriber-links';
import { SubscriberAdminService } from './subscriber-admin.service';
import { SubscriberEmails } from './subscriber-emails';
import { SubscriberListService } from './subscriber-list.service';
import { SubscriptionConfirmationService } from './subscription-confirmation.service';
import { SubscriptionLinksController } from './subscription-links.controller';
import { SubscriberPreferencesController } from './subscriber-preferences.controller';
import { SubscriberPreferencesService } from './subscriber-preferences.service';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';
import { SubscriptionsStoreModule } from './subscriptions-store.module';

@Module({
  imports: [
    SubscriptionsStoreModule,
    ConsentsStoreModule,
    EmailDeliveriesStoreModule,
    OutboxStoreModule,
    NewsletterDeliveriesStoreModule,
    NewslettersStoreModule,
    FollowsModule,
    FollowsStoreModule,
    ArtistsStoreModule,
    ReleaseAlertsStoreModule,
    RecognitionModule,
  ],
  controllers: [
    SubscriptionsController,
    SubscriptionLinksController,
    SubscriberPreferencesController,
    AdminSubscribersController,
    AdminSubscriberActionsController,
  ],
  providers: [
    SubscriptionsService,
    SubscriberListService,
    SubscriberEmails,
    SubscriberLinks,
    SubscriptionConfirmationService,
    SubscriberAdminService,
    SubscriberPreferencesService,
  ],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
