import { QueueName } from './queue-names';

/** Every job the worker knows, each bound to exactly one queue. */
export enum JobName {
  ScrapeNews = 'scrape-news',
  ScrapeReleases = 'scrape-releases',
  GenerateSpotlight = 'generate-spotlight',
  GenerateRecommendations = 'generate-recommendations',
  RecordInteraction = 'record-interaction',
  RecordVisit = 'record-visit',
  RefreshAdminStats = 'refresh-admin-stats',
  SendConfirmationEmail = 'send-confirmation-email',
  SendWelcomeEmail = 'send-welcome-email',
}

export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.ScrapeNews]: QueueName.Scraping,
  [JobName.ScrapeReleases]: QueueName.Scraping,
  [JobName.GenerateSpotlight]: QueueName.Spotlight,
  [JobName.GenerateRecommendations]: QueueName.Recommendations,
  [JobName.RecordInteraction]: QueueName.Signals,
  [JobName.RecordVisit]: QueueName.Signals,
  [JobName.RefreshAdminStats]: QueueName.Stats,
  [JobName.SendConfirmationEmail]: QueueName.Email,
  [JobName.SendWelcomeEmail]: QueueName.Email,
};

export function jobsOfQueue(queue: QueueName): JobName[] {
  return (Object.keys(JOB_QUEUE) as JobName[]).filter((job) => JOB_QUEUE[job] === queue);
}
