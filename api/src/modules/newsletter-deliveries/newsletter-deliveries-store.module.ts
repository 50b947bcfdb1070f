import { Module } from '@nestjs/common';
import { NewsletterDeliveriesStore } from './newsletter-deliveries.store';

/** The recipients of every newsletter send and their outcome, without HTTP: the worker writes it, the admin reads it. */
@Module({ providers: [NewsletterDeliveriesStore], exports: [NewsletterDeliveriesStore] })
export class NewsletterDeliveriesStoreModule {}
