import { Module } from '@nestjs/common';
import { AdminSubscribersController } from './admin-subscribers.controller';
import { SubscriberListService } from './subscriber-list.service';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';
import { SubscriptionsStoreModule } from './subscriptions-store.module';

@Module({
  imports: [SubscriptionsStoreModule],
  controllers: [SubscriptionsController, AdminSubscribersController],
  providers: [SubscriptionsService, SubscriberListService],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
