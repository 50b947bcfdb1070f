import { Module } from '@nestjs/common';
import { MailTransport } from '@api/mail/mail-transport';
import { EmailDeliveriesModule } from '@api/modules/email-deliveries/email-deliveries.module';
import { SubscriberLinks } from '@api/modules/subscriptions/links/subscriber-links';
import { SubscriberLifecycleStore } from '@api/modules/subscriptions/subscriber-lifecycle.store';
import { EmailProcessor } from '../processors/email.processor';
import { SubscriberEmailSender } from './subscriber-email-sender';

/** The email queue's processor and what it needs; the SMTP transport exists only in the worker. */
@Module({
  imports: [EmailDeliveriesModule],
  providers: [MailTransport, SubscriberLifecycleStore, SubscriberLinks, SubscriberEmailSender, EmailProcessor],
})
export class EmailWorkerModule {}
