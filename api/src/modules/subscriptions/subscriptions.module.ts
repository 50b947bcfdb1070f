import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminSubscribersController } from './admin-subscribers.controller';
import { SubscriberListService } from './subscriber-list.service';
import { Subscription } from './subscription.entity';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  imports: [TypeOrmModule.forFeature([Subscription])],
  controllers: [SubscriptionsController, AdminSubscribersController],
  providers: [SubscriptionsService, SubscriberListService],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
