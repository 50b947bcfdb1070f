import { Module } from '@nestjs/common';
import { RecommendationsProcessor } from '../processors/recommendations.processor';
import { OpenAiReranker } from './openai-reranker';
import { RecommendationGenerator } from './recommendation-generator';
import { RecommendationInputs } from './recommendation-inputs';
import { RecommendationWriter } from './recommendation-writer';

/** Recommendation generation: its processor and the pieces it uses, in one import for the worker. */
@Module({
  providers: [
    RecommendationInputs,
    OpenAiReranker,
    RecommendationWriter,
    RecommendationGenerator,
    RecommendationsProcessor,
  ],
})
export class RecommendationsWorkerModule {}
