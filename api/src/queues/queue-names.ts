/** Every BullMQ queue of the product. Nothing outside this folder spells a queue name. */
export enum QueueName {
  Scraping = 'scraping',
  Spotlight = 'spotlight',
  Recommendations = 'recommendations',
  Signals = 'signals',
  Email = 'email',
  Mentions = 'mentions',
  Publishing = 'publishing',
  Webhooks = 'webhooks',
  Pictures = 'pictures',
  Fediverse = 'fediverse',
}

export const ALL_QUEUES: readonly QueueName[] = Object.values(QueueName);
