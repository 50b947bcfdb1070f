/** Thrown when not a single source of a scrape could be read, so BullMQ retries the whole run later. */
export class AllSourcesFailedError extends Error {}
