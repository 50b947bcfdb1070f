import { Module } from '@nestjs/common';
import { ScrapeSourcesController } from './scrape-sources.controller';
import { ScrapeSourcesService } from './scrape-sources.service';
import { ScrapeSourcesStoreModule } from './scrape-sources-store.module';

@Module({
  imports: [ScrapeSourcesStoreModule],
  controllers: [ScrapeSourcesController],
  providers: [ScrapeSourcesService],
})
export class ScrapeSourcesModule {}
