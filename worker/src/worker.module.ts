import { Module } from '@nestjs/common';
import { ConfigModule } from '@api/config/config.module';
import { DatabaseModule } from '@api/database/database.module';
import { LoggingModule } from '@api/logging/logging.module';
import { QueuesModule } from '@api/queues/queues.module';
import { StatsProcessor } from './processors/stats.processor';
import { RecommendationsWorkerModule } from './recommendations/recommendations-worker.module';
import { AdminStatsRefresher } from './stats/admin-stats-refresher';
import { StatsScheduler } from './stats/stats-scheduler';

/** The worker process: the same entities and queue contract as the API, plus every processor. */
@Module({
  imports: [ConfigModule, LoggingModule, DatabaseModule, QueuesModule.forRole('worker'), RecommendationsWorkerModule],
  providers: [AdminStatsRefresher, StatsScheduler, StatsProcessor],
})
export class WorkerModule {}
