import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubscriberSession } from './subscriber-session.entity';
import { SubscriberSessionsStore } from './subscriber-sessions.store';

/** The session links and their store, without HTTP: what personalisation, the digest and the worker import. */
@Module({
  imports: [TypeOrmModule.forFeature([SubscriberSession])],
  providers: [SubscriberSessionsStore],
  exports: [SubscriberSessionsStore],
})
export class SubscriberSessionsStoreModule {}
