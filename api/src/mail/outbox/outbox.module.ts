import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxController } from './outbox.controller';
import { OutboxStore } from './outbox.store';

@Module({
  controllers: [OutboxController],
  providers: [
    { provide: OutboxStore, inject: [DataSource], useFactory: (dataSource: DataSource) => new OutboxStore(dataSource) },
  ],
  exports: [OutboxStore],
})
export class OutboxModule {}
