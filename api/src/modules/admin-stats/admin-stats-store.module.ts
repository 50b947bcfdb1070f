import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminStats } from './admin-stats.entity';
import { AdminStatsStore } from './admin-stats.store';

/** The admin_stats table and its store, without HTTP: what the worker imports. */
@Module({
  imports: [TypeOrmModule.forFeature([AdminStats])],
  providers: [AdminStatsStore],
  exports: [AdminStatsStore],
})
export class AdminStatsStoreModule {}
