import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { NewsScraper } from '../scraping/news-scraper';
import { ReleaseScraper } from '../scraping/release-scraper';
import { progressOf } from './job-progress';
import { oneQueueProcessor } from './one-queue-processor';

export const ScrapingProcessor = oneQueueProcessor(
  QueueName.Scraping,
  [NewsScraper, ReleaseScraper],
  (news, releases) => ({
    [JobName.ScrapeNews]: (job) => news.run(progressOf(job), job.id),
    [JobName.ScrapeReleases]: (job) => releases.run(progressOf(job), job.id),
  }),
);
