import { Module } from '@nestjs/common';
import { FollowsStoreModule } from '../follows/follows-store.module';
import { SubscriberLinks } from '../subscriptions/links/subscriber-links';
import { SubscriptionsStoreModule } from '../subscriptions/subscriptions-store.module';
import { RecognitionController } from './recognition.controller';
import { RecognitionService } from './recognition.service';
import { SubscriberCookie } from './subscriber-cookie';

/** Recognising a subscriber's browser; follows and the preferences page ask it who is reading. */
@Module({
  imports: [SubscriptionsStoreModule, FollowsStoreModule],
  controllers: [RecognitionController],
  providers: [RecognitionService, SubscriberCookie, SubscriberLinks],
  exports: [RecognitionService],
})
export class RecognitionModule {}
