import { Module } from '@nestjs/common';
import { ConfigModule } from '@api/config/config.module';
import { DatabaseModule } from '@api/database/database.module';
import { LoggingModule } from '@api/logging/logging.module';
import { ArticlesStoreModule } from '@api/modules/articles/articles-store.module';
import { ArtistMentionsStoreModule } from '@api/modules/artist-mentions/artist-mentions-store.module';
import { ArtistsStoreModule } from '@api/modules/artists/artists-store.module';
import { PersonalizationStoreModule } from '@api/modules/personalization/personalization-store.module';
import { ReleasesStoreModule } from '@api/modules/releases/releases-store.module';
import { ScrapeSourcesStoreModule } from '@api/modules/scrape-sources/scrape-sources-store.module';
import { SubscriptionsStoreModule } from '@api/modules/subscriptions/subscriptions-store.module';
import { VisitsStoreModule } from '@api/modules/visits/visits-store.module';
import { MetricsModule } from '@api/metrics/metrics.module';
import { TracingModule } from '@api/tracing/tracing.module';
import { QueuesModule } from '@api/queues/queues.module';
import { EventsStoreModule } from '@api/modules/events/events-store.module';
import { NewslettersStoreModule } from '@api/modules/newsletters/newsletters-store.module';
import { UploadsStoreModule } from '@api/modules/uploads/uploads-store.module';
import { WebhooksStoreModule } from '@api/modules/webhooks/webhooks-store.module';
import { FediverseStoreModule } from '@api/modules/fediverse/fediverse-store.module';
import { PicturesStoreModule } from '@api/modules/pictures/pictures-store.module';
import { StreamingChartsStoreModule } from '@api/modules/streaming-charts/streaming-charts-store.module';
import { WeeklyChartBuilder } from './charts/weekly-chart-builder';
import { WeeklyChartScheduler } from './charts/weekly-chart-scheduler';
import { DigestIntroWriter } from './digest/digest-intro-writer';
import { DigestScheduler } from './digest/digest-scheduler';
import { WeeklyDigest } from './digest/weekly-digest';
import { EmailWorkerModule } from './email/email-worker.module';
import { ArtistMatcher } from './mentions/artist-matcher';
import { OpenAiChat } from './openai-chat';
import { MentionSweepScheduler } from './mentions/mention-sweep-scheduler';
import { MentionsProcessor } from './processors/mentions.processor';
import { PublishingProcessor } from './processors/publishing.processor';
import { PublishingScheduler } from './publishing/publishing-scheduler';
import { ScheduledPublisher } from './publishing/scheduled-publisher';
import { RecommendationsProcessor } from './processors/recommendations.processor';
import { ScrapingProcessor } from './processors/scraping.processor';
import { SignalsProcessor } from './processors/signals.processor';
import { SpotlightProcessor } from './processors/spotlight.processor';
import { RecommendationsWorkerModule } from './recommendations/recommendations-worker.module';
import { NewsScraper } from './scraping/news-scraper';
import { StoryAssigner } from './stories/story-assigner';
import { ScrapeParser } from './scraping/parsing/parsing-pool';
import { ReleaseScraper } from './scraping/release-scraper';
import { SourceSweep } from './scraping/source-sweep';
import { InteractionRowBatcher } from './signals/interaction-row-batcher';
import { SignalWriter } from './signals/signal-writer';
import { SpotlightGenerator } from './spotlight/spotlight-generator';
import { SpotlightScheduler } from './spotlight/spotlight-scheduler';
import { UnusedUploadCleanup } from './uploads/unused-upload-cleanup';
import { UploadCleanupScheduler } from './uploads/upload-cleanup-scheduler';
import { WebhooksProcessor } from './processors/webhooks.processor';
import { FediverseProcessor } from './processors/fediverse.processor';
import { FediverseDeliverer } from './fediverse/fediverse-deliverer';
import { StoryActivityDispatcher } from './fediverse/story-activity-dispatcher';
import { StoryActivitySweepScheduler } from './fediverse/story-activity-sweep-scheduler';
import { WebhookDeliverer } from './webhooks/webhook-deliverer';
import { WebhookDispatcher } from './webhooks/webhook-dispatcher';
import { WebhookSweepScheduler } from './webhooks/webhook-sweep-scheduler';
import { NewPictureSweep } from './pictures/new-picture-sweep';
import { PictureProcessing } from './pictures/picture-processing';
import { PictureSweepScheduler } from './pictures/picture-sweep-scheduler';
import { PicturesProcessor } from './processors/pictures.processor';

/**
 * The worker process: the same entities and queue contract as the API, plus a
 * processor per queue. Every read and write goes through the stores of the
 * api's modules, imported as store modules (no controller is ever loaded here).
 * Every processor is registered here, one per queue, and checks at boot that
 * it handles every job of its own queue.
 */
@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    DatabaseModule.forRole('worker'),
    QueuesModule.forRole('worker'),
    MetricsModule.forRole('worker'),
    TracingModule,
    ArticlesStoreModule,
    ArtistsStoreModule,
    ArtistMentionsStoreModule,
    ReleasesStoreModule,
    ScrapeSourcesStoreModule,
    PersonalizationStoreModule,
    VisitsStoreModule,
    SubscriptionsStoreModule,
    EventsStoreModule,
    NewslettersStoreModule,
    UploadsStoreModule,
    WebhooksStoreModule,
    FediverseStoreModule,
    PicturesStoreModule,
    StreamingChartsStoreModule,
    RecommendationsWorkerModule,
    EmailWorkerModule,
  ],
  providers: [
    ScrapeParser,
    SourceSweep,
    NewsScraper,
    StoryAssigner,
    ReleaseScraper,
    ScrapingProcessor,
    SpotlightGenerator,
    SpotlightScheduler,
    SpotlightProcessor,
    OpenAiChat,
    DigestIntroWriter,
    WeeklyDigest,
    DigestScheduler,
    SignalWriter,
    InteractionRowBatcher,
    SignalsProcessor,
    RecommendationsProcessor,
    ArtistMatcher,
    MentionsProcessor,
    MentionSweepScheduler,
    ScheduledPublisher,
    PublishingScheduler,
    UnusedUploadCleanup,
    UploadCleanupScheduler,
    PublishingProcessor,
    WebhookDeliverer,
    WebhookDispatcher,
    WebhookSweepScheduler,
    WebhooksProcessor,
    FediverseDeliverer,
    StoryActivityDispatcher,
    StoryActivitySweepScheduler,
    FediverseProcessor,
    PictureProcessing,
    NewPictureSweep,
    PictureSweepScheduler,
    PicturesProcessor,
    WeeklyChartBuilder,
    WeeklyChartScheduler,
  ],
})
export class WorkerModule {}
