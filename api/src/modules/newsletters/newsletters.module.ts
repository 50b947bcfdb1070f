import { Module } from '@nestjs/common';
import { NewsletterDeliveriesStoreModule } from '../newsletter-deliveries/newsletter-deliveries-store.module';
import { SubscriptionsStoreModule } from '../subscriptions/subscriptions-store.module';
import { AdminNewsletterSendingController } from './admin-newsletter-sending.controller';
import { AdminNewslettersController } from './admin-newsletters.controller';
import { NewsletterSendingService } from './newsletter-sending.service';
import { NewslettersController } from './newsletters.controller';
import { NewslettersService } from './newsletters.service';
import { NewslettersStoreModule } from './newsletters-store.module';

@Module({
  imports: [NewslettersStoreModule, NewsletterDeliveriesStoreModule, SubscriptionsStoreModule],
  controllers: [NewslettersController, AdminNewslettersController, AdminNewsletterSendingController],
  providers: [NewslettersService, NewsletterSendingService],
  exports: [NewslettersService],
})
export class NewslettersModule {}
