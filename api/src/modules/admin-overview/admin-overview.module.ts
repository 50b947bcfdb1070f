import { Module } from '@nestjs/common';
import { ArticlesStoreModule } from '../articles/articles-store.module';
import { ArtistsStoreModule } from '../artists/artists-store.module';
import { EventsStoreModule } from '../events/events-store.module';
import { HealthModule } from '../health/health.module';
import { NewslettersStoreModule } from '../newsletters/newsletters-store.module';
import { ReleasesStoreModule } from '../releases/releases-store.module';
import { AdminOverviewController } from './admin-overview.controller';
import { AdminOverviewService } from './admin-overview.service';
import { AdminTrendsService } from './admin-trends.service';
import { ScrapeSourcesStoreModule } from '../scrape-sources/scrape-sources-store.module';
import { SubscriptionsStoreModule } from '../subscriptions/subscriptions-store.module';
import { VisitsStoreModule } from '../visits/visits-store.module';

@Module({
  imports: [
    HealthModule,
    ArticlesStoreModule,
    ArtistsStoreModule,
    ReleasesStoreModule,
    EventsStoreModule,
    NewslettersStoreModule,
    SubscriptionsStoreModule,
    VisitsStoreModule,
    ScrapeSourcesStoreModule,
  ],
  controllers: [AdminOverviewController],
  providers: [AdminOverviewService, AdminTrendsService],
})
export class AdminOverviewModule {}
