import { Module } from '@nestjs/common';
import { PublicationSchedule } from './publication-schedule';

/** The API's side of scheduled publishing: the delayed jobs that follow each row's schedule. */
@Module({
  providers: [PublicationSchedule],
  exports: [PublicationSchedule],
})
export class PublishingModule {}
