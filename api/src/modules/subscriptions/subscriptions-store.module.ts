import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubscriberLifecycleStore } from './subscriber-lifecycle.store';
import { Subscription } from './subscription.entity';
import { SubscriptionsStore } from './subscriptions.store';

/** The subscriptions table and its stores, without HTTP: what the worker and other modules import. */
@Module({
  imports: [TypeOrmModule.forFeature([Subscription])],
  providers: [SubscriptionsStore, SubscriberLifecycleStore],
  exports: [SubscriptionsStore, SubscriberLifecycleStore],
})
export class SubscriptionsStoreModule {}
