import { Module } from '@nestjs/common';
import { OutboxController } from './outbox.controller';
import { OutboxStoreModule } from './outbox-store.module';

/** The admin's Outbox page: every email the local catch-all SMTP server kept. */
@Module({ imports: [OutboxStoreModule], controllers: [OutboxController] })
export class OutboxModule {}
