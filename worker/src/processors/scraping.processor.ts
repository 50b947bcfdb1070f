import { Processor } from '@nestjs/bullmq';
import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { NewsScraper } from '../scraping/news-scraper';
import { ReleaseScraper } from '../scraping/release-scraper';
import { progressOf } from './job-progress';
import { JobHandlers, QueueWorkerHost } from './queue-worker-host';
import { PROCESSOR_OPTIONS } from './worker-options';

@Processor(QueueName.Scraping, PROCESSOR_OPTIONS)
export class ScrapingProcessor extends QueueWorkerHost<QueueName.Scraping> {
  protected readonly queueName = QueueName.Scraping;

  constructor(
    private readonly news: NewsScraper,
    private readonly releases: ReleaseScraper,
  ) {
    super();
  }

  protected handlers(): JobHandlers<QueueName.Scraping> {
    return {
      [JobName.ScrapeNews]: (job) => this.news.run(progressOf(job)),
      [JobName.ScrapeReleases]: (job) => this.releases.run(progressOf(job)),
    };
  }
}
