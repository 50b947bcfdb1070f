import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VisitorSession } from './visitor-session.entity';
import { VisitsStore } from './visits.store';

/** The visitor_sessions table and its store. */
@Module({
  imports: [TypeOrmModule.forFeature([VisitorSession])],
  providers: [VisitsStore],
  exports: [VisitsStore],
})
export class VisitsStoreModule {}
