import { Module } from '@nestjs/common';
import { GenerateRateLimitGuard } from './generate-rate-limit.guard';
import { PersonalizationController } from './personalization.controller';
import { PersonalizationStoreModule } from './personalization-store.module';
import { PreferencesService } from './preferences.service';
import { RecommendationJobsService } from './recommendation-jobs.service';
import { RecommendationsService } from './recommendations.service';

/** Preferences, the stored recommendations and their generation jobs (the interaction signal lives in modules/signals). */
@Module({
  imports: [PersonalizationStoreModule],
  controllers: [PersonalizationController],
  providers: [GenerateRateLimitGuard, PreferencesService, RecommendationsService, RecommendationJobsService],
  exports: [PreferencesService],
})
export class PersonalizationModule {}
