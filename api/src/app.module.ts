import { Module } from '@nestjs/common';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { LoggingModule } from './logging/logging.module';
import { MetricsModule } from './metrics/metrics.module';
import { TracingModule } from './tracing/tracing.module';
import { AdminOverviewModule } from './modules/admin-overview/admin-overview.module';
import { ScrapeSourcesModule } from './modules/scrape-sources/scrape-sources.module';
import { AdminStatsModule } from './modules/admin-stats/admin-stats.module';
import { AuthModule } from './modules/auth/auth.module';
import { AuditModule } from './modules/audit/audit.module';
import { TeamModule } from './modules/team/team.module';
import { ArticlesModule } from './modules/articles/articles.module';
import { ArticleRevisionsModule } from './modules/article-revisions/article-revisions.module';
import { UploadsModule } from './modules/uploads/uploads.module';
import { PicturesModule } from './modules/pictures/pictures.module';
import { ArtistsModule } from './modules/artists/artists.module';
import { ArtistStoryModule } from './modules/artist-story/artist-story.module';
import { ArtworkModule } from './modules/artwork/artwork.module';
import { EventsModule } from './modules/events/events.module';
import { FollowsModule } from './modules/follows/follows.module';
import { StoriesModule } from './modules/stories/stories.module';
import { StreamingChartsModule } from './modules/streaming-charts/streaming-charts.module';
import { HealthModule } from './modules/health/health.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { NewslettersModule } from './modules/newsletters/newsletters.module';
import { OutboxModule } from './modules/outbox/outbox.module';
import { PersonalDigestModule } from './modules/personal-digest/personal-digest.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { FediverseModule } from './modules/fediverse/fediverse.module';
import { PagesModule } from './modules/pages/pages.module';
import { PersonalizationModule } from './modules/personalization/personalization.module';
import { PublicCacheModule } from './modules/public-cache/public-cache.module';
import { ReleasesModule } from './modules/releases/releases.module';
import { SearchModule } from './modules/search/search.module';
import { SignalsModule } from './modules/signals/signals.module';
import { SubscriptionsModule } from './modules/subscriptions/subscriptions.module';
import { OpenApiModule } from './openapi/openapi.module';
import { QueuesModule } from './queues/queues.module';
import { RedisModule } from './redis/redis.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';

/** The API process: HTTP only. It enqueues jobs but registers no processor. */
@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    DatabaseModule.forRole('api'),
    RedisModule,
    MetricsModule.forRole('api'),
    TracingModule,
    RateLimitModule,
    QueuesModule.forRole('producer'),
    AuthModule,
    AuditModule,
    TeamModule,
    PublicCacheModule,
    HealthModule,
    ArticlesModule,
    ArticleRevisionsModule,
    UploadsModule,
    PicturesModule,
    ArtistsModule,
    ArtistStoryModule,
    ReleasesModule,
    ArtworkModule,
    EventsModule,
    FollowsModule,
    StoriesModule,
    StreamingChartsModule,
    NewslettersModule,
    PersonalDigestModule,
    PagesModule,
    SearchModule,
    SubscriptionsModule,
    OutboxModule,
    PersonalizationModule,
    AdminStatsModule,
    AdminOverviewModule,
    ScrapeSourcesModule,
    WebhooksModule,
    FediverseModule,
    JobsModule,
    SignalsModule,
    OpenApiModule,
  ],
})
export class AppModule {}
