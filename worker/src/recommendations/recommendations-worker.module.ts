import { Module } from '@nestjs/common';
import { ArticlesStoreModule } from '@api/modules/articles/articles-store.module';
import { ArtistsStoreModule } from '@api/modules/artists/artists-store.module';
import { FollowsStoreModule } from '@api/modules/follows/follows-store.module';
import { PersonalizationStoreModule } from '@api/modules/personalization/personalization-store.module';
import { SubscriptionsStoreModule } from '@api/modules/subscriptions/subscriptions-store.module';
import { OpenAiChat } from '../openai-chat';
import { OpenAiReranker } from './openai-reranker';
import { RecommendationGenerator } from './recommendation-generator';
import { RecommendationInputs } from './recommendation-inputs';

/** Recommendation generation and the pieces it uses; the worker module registers its processor. */
@Module({
  imports: [
    PersonalizationStoreModule,
    ArticlesStoreModule,
    FollowsStoreModule,
    ArtistsStoreModule,
    SubscriptionsStoreModule,
  ],
  providers: [RecommendationInputs, OpenAiChat, OpenAiReranker, RecommendationGenerator],
  exports: [RecommendationGenerator],
})
export class RecommendationsWorkerModule {}
