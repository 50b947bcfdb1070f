import { Module } from '@nestjs/common';
import { MailTransport } from '@api/mail/mail-transport';
import { EmailDeliveriesStoreModule } from '@api/modules/email-deliveries/email-deliveries-store.module';
import { SubscriberLinks } from '@api/modules/subscriptions/links/subscriber-links';
import { SubscriptionsStoreModule } from '@api/modules/subscriptions/subscriptions-store.module';
import { EmailProcessor } from '../processors/email.processor';
import { SubscriberEmailSender } from './subscriber-email-sender';

/** The email queue's processor and what it needs; the SMTP transport exists only in the worker. */
@Module({
  imports: [EmailDeliveriesStoreModule, SubscriptionsStoreModule],
  providers: [MailTransport, SubscriberLinks, SubscriberEmailSender, EmailProcessor],
})
export class EmailWorkerModule {}
