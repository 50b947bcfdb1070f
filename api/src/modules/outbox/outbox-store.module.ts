import { Module } from '@nestjs/common';
import { OutboxStore } from './outbox.store';

/** What the catch-all SMTP server caught, and its store, without HTTP. */
@Module({ providers: [OutboxStore], exports: [OutboxStore] })
export class OutboxStoreModule {}
