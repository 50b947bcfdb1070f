import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule } from '../../mail/outbox/outbox.module';
import { ConsentsModule } from '../consents/consents.module';
import { EmailDeliveriesModule } from '../email-deliveries/email-deliveries.module';
import { AdminSubscriberActionsController } from './admin-subscriber-actions.controller';
import { AdminSubscribersController } from './admin-subscribers.controller';
import { SubscriberLinks } from './links/subscriber-links';
import { SubscriberAdminService } from './subscriber-admin.service';
import { SubscriberEmails } from './subscriber-emails';
import { SubscriberLifecycleStore } from './subscriber-lifecycle.store';
import { SubscriberListService } from './subscriber-list.service';
import { SubscribeRateLimitGuard } from './subscribe-rate-limit.guard';
import { Subscription } from './subscription.entity';
import { SubscriptionConfirmationService } from './subscription-confirmation.service';
import { SubscriptionLinksController } from './subscription-links.controller';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  imports: [TypeOrmModule.forFeature([Subscription]), ConsentsModule, EmailDeliveriesModule, OutboxModule],
  controllers: [
    SubscriptionsController,
    SubscriptionLinksController,
    AdminSubscribersController,
    AdminSubscriberActionsController,
  ],
  providers: [
    SubscriptionsService,
    SubscribeRateLimitGuard,
    SubscriberListService,
    SubscriberLifecycleStore,
    SubscriberEmails,
    SubscriberLinks,
    SubscriptionConfirmationService,
    SubscriberAdminService,
  ],
  exports: [SubscriptionsService, SubscriberLifecycleStore, SubscriberLinks],
})
export class SubscriptionsModule {}
