import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsentsModule } from '../consents/consents.module';
import { EmailDeliveriesModule } from '../email-deliveries/email-deliveries.module';
import { AdminSubscribersController } from './admin-subscribers.controller';
import { SubscriberLinks } from './links/subscriber-links';
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
  imports: [TypeOrmModule.forFeature([Subscription]), ConsentsModule, EmailDeliveriesModule],
  controllers: [SubscriptionsController, SubscriptionLinksController, AdminSubscribersController],
  providers: [
    SubscriptionsService,
    SubscribeRateLimitGuard,
    SubscriberListService,
    SubscriberLifecycleStore,
    SubscriberEmails,
    SubscriberLinks,
    SubscriptionConfirmationService,
  ],
  exports: [SubscriptionsService, SubscriberLifecycleStore, SubscriberLinks],
})
export class SubscriptionsModule {}
