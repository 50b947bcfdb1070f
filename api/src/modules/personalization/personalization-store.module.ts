import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PersonalizationStore } from './personalization.store';
import { PersonalizedRecommendation } from './personalized-recommendation.entity';
import { UserInteraction } from './user-interaction.entity';
import { UserPreferences } from './user-preferences.entity';

/** The personalisation tables and their store, without HTTP: what the worker and other modules import. */
@Module({
  imports: [TypeOrmModule.forFeature([UserPreferences, UserInteraction, PersonalizedRecommendation])],
  providers: [PersonalizationStore],
  exports: [PersonalizationStore],
})
export class PersonalizationStoreModule {}
