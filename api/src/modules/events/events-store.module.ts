import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventEntity } from './event.entity';
import { EventsStore } from './events.store';

/** The events table and its store, without HTTP. */
@Module({
  imports: [TypeOrmModule.forFeature([EventEntity])],
  providers: [EventsStore],
  exports: [EventsStore],
})
export class EventsStoreModule {}
