import { Module } from '@nestjs/common';
import { ArticlesStoreModule } from '../articles/articles-store.module';
import { ArtistsStoreModule } from '../artists/artists-store.module';
import { EventsStoreModule } from '../events/events-store.module';
import { HealthModule } from '../health/health.module';
import { NewslettersStoreModule } from '../newsletters/newsletters-store.module';
import { ReleasesStoreModule } from '../releases/releases-store.module';
import { AdminOverviewController } from './admin-overview.controller';
import { AdminOverviewService } from './admin-overview.service';

@Module({
  imports: [
    HealthModule,
    ArticlesStoreModule,
    ArtistsStoreModule,
    ReleasesStoreModule,
    EventsStoreModule,
    NewslettersStoreModule,
  ],
  controllers: [AdminOverviewController],
  providers: [AdminOverviewService],
})
export class AdminOverviewModule {}
