import { oneAtATime, jobsOnQueue } from '../job-definition';
import { JobName } from '../job-names';
import { NETWORK_JOB_OPTIONS } from '../job-options';
import { QueueName } from '../queue-names';

/** The news and release scrapers: one scrape of each kind at a time. */
export const SCRAPING_JOBS = jobsOnQueue(QueueName.Scraping, {
  [JobName.ScrapeNews]: oneAtATime(JobName.ScrapeNews, NETWORK_JOB_OPTIONS),
  [JobName.ScrapeReleases]: oneAtATime(JobName.ScrapeReleases, NETWORK_JOB_OPTIONS),
});
