import { Module } from '@nestjs/common';
import { EmailDeliveriesStore } from './email-deliveries.store';

@Module({ providers: [EmailDeliveriesStore], exports: [EmailDeliveriesStore] })
export class EmailDeliveriesModule {}
