import { Module } from '@nestjs/common';
import { EmailDeliveriesStore } from './email-deliveries.store';

/** The record of every subscriber email and its store, without HTTP: the worker writes it, the admin export reads it. */
@Module({ providers: [EmailDeliveriesStore], exports: [EmailDeliveriesStore] })
export class EmailDeliveriesStoreModule {}
