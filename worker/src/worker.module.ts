import { Module } from '@nestjs/common';
import { ConfigModule } from '@api/config/config.module';
import { DatabaseModule } from '@api/database/database.module';
import { LoggingModule } from '@api/logging/logging.module';
import { QueuesModule } from '@api/queues/queues.module';
import { EmailWorkerModule } from './email/email-worker.module';
import { ScrapingProcessor } from './processors/scraping.processor';
import { SignalsProcessor } from './processors/signals.processor';
import { SpotlightProcessor } from './processors/spotlight.processor';
import { StatsProcessor } from './processors/stats.processor';
import { RecommendationsWorkerModule } from './recommendations/recommendations-worker.module';
import { ArticleStore } from './scraping/article-store';
import { NewsScraper } from './scraping/news-scraper';
import { ReleaseScraper } from './scraping/release-scraper';
import { ReleaseStore } from './scraping/release-store';
import { SourceMemory } from './scraping/source-memory';
import { SignalWriter } from './signals/signal-writer';
import { SpotlightGenerator } from './spotlight/spotlight-generator';
import { SpotlightScheduler } from './spotlight/spotlight-scheduler';
import { AdminStatsRefresher } from './stats/admin-stats-refresher';
import { StatsScheduler } from './stats/stats-scheduler';

/**
 * The worker process: the same entities and queue contract as the API, plus a
 * processor per queue. Each processor checks at boot that it handles every job
 * of its own queue; the recommendations queue gets its processor from the
 * RecommendationsWorkerModule.
 */
@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    DatabaseModule,
    QueuesModule.forRole('worker'),
    RecommendationsWorkerModule,
    EmailWorkerModule,
  ],
  providers: [
    AdminStatsRefresher,
    StatsScheduler,
    StatsProcessor,
    SourceMemory,
    ArticleStore,
    ReleaseStore,
    NewsScraper,
    ReleaseScraper,
    ScrapingProcessor,
    SpotlightGenerator,
    SpotlightScheduler,
    SpotlightProcessor,
    SignalWriter,
    SignalsProcessor,
  ],
})
export class WorkerModule {}
