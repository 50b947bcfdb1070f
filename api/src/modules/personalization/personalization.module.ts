import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PersonalizationController } from './personalization.controller';
import { PreferencesService } from './preferences.service';
import { RecommendationJobsService } from './recommendation-jobs.service';
import { RecommendationsService } from './recommendations.service';
import { UserPreferences } from './user-preferences.entity';

/** Preferences, the stored recommendations and their generation jobs (the interaction signal lives in modules/signals). */
@Module({
  imports: [TypeOrmModule.forFeature([UserPreferences])],
  controllers: [PersonalizationController],
  providers: [PreferencesService, RecommendationsService, RecommendationJobsService],
  exports: [PreferencesService],
})
export class PersonalizationModule {}
