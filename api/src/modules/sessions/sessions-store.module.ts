import { Module } from '@nestjs/common';
import { SessionsStore } from './sessions.store';

/** The sessions table and its store: the session middleware reads and writes through it, a password change ends a member's sessions through it. */
@Module({
  providers: [SessionsStore],
  exports: [SessionsStore],
})
export class SessionsStoreModule {}
