import { Module } from '@nestjs/common';
import { ArtistMentionsStoreModule } from '../artist-mentions/artist-mentions-store.module';
import { ArtistsStoreModule } from '../artists/artists-store.module';
import { FollowsStoreModule } from '../follows/follows-store.module';
import { StreamingChartsStoreModule } from '../streaming-charts/streaming-charts-store.module';
import { SubscriptionsStoreModule } from '../subscriptions/subscriptions-store.module';
import { FollowedArtistLeads } from './followed-artist-leads';
import { FollowedChartMoves } from './followed-chart-moves';
import { PersonalizationController } from './personalization.controller';
import { PersonalizationStoreModule } from './personalization-store.module';
import { PreferencesService } from './preferences.service';
import { RecommendationJobsService } from './recommendation-jobs.service';
import { RecommendationsService } from './recommendations.service';
import { SessionFollows } from './session-follows';

/** Preferences, the stored recommendations and their generation jobs (the interaction signal lives in modules/signals). */
@Module({
  imports: [
    PersonalizationStoreModule,
    FollowsStoreModule,
    ArtistsStoreModule,
    ArtistMentionsStoreModule,
    SubscriptionsStoreModule,
    StreamingChartsStoreModule,
  ],
  controllers: [PersonalizationController],
  providers: [
    PreferencesService,
    RecommendationsService,
    RecommendationJobsService,
    SessionFollows,
    FollowedArtistLeads,
    FollowedChartMoves,
  ],
  exports: [PreferencesService],
})
export class PersonalizationModule {}
