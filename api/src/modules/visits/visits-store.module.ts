import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VisitorDay } from './visitor-day.entity';
import { VisitorSession } from './visitor-session.entity';
import { VisitsStore } from './visits.store';

/** The visitor_sessions and visitor_days tables and their store. */
@Module({
  imports: [TypeOrmModule.forFeature([VisitorSession, VisitorDay])],
  providers: [VisitsStore],
  exports: [VisitsStore],
})
export class VisitsStoreModule {}
