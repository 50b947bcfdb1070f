import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Subscription } from './subscription.entity';
import { SubscriptionsStore } from './subscriptions.store';

/** The subscriptions table and its store, without HTTP: what the worker and other modules import. */
@Module({
  imports: [TypeOrmModule.forFeature([Subscription])],
  providers: [SubscriptionsStore],
  exports: [SubscriptionsStore],
})
export class SubscriptionsStoreModule {}
