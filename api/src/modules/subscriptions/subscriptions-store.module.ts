import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubscriberLifecycleStore } from './subscriber-lifecycle.store';
import { SubscriberPreferences } from './subscriber-preferences.entity';
import { SubscriberPreferencesStore } from './subscriber-preferences.store';
import { SubscriberSessionsStore } from './subscriber-sessions.store';
import { Subscription } from './subscription.entity';
import { SubscriptionsStore } from './subscriptions.store';

/** The subscriptions table and its stores, without HTTP: what the worker and other modules import. */
@Module({
  imports: [TypeOrmModule.forFeature([Subscription, SubscriberPreferences])],
  providers: [SubscriptionsStore, SubscriberLifecycleStore, SubscriberPreferencesStore, SubscriberSessionsStore],
  exports: [SubscriptionsStore, SubscriberLifecycleStore, SubscriberPreferencesStore, SubscriberSessionsStore],
})
export class SubscriptionsStoreModule {}
