import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ScrapeSource } from './scrape-source.entity';
import { ScrapeSourcesStore } from './scrape-sources.store';

/** The scrape_sources table and its store. */
@Module({
  imports: [TypeOrmModule.forFeature([ScrapeSource])],
  providers: [ScrapeSourcesStore],
  exports: [ScrapeSourcesStore],
})
export class ScrapeSourcesStoreModule {}
