import { JobName } from './job-names';

export type { JobResult } from '../shared/contracts/jobs';

/** Who asked for a job; kept for the run history. Never holds a secret. */
export interface RequestedBy {
  requestedBy: 'admin' | 'scheduler' | 'cli';
  userId?: string;
}

export type ScrapeNewsPayload = RequestedBy;
export type ScrapeReleasesPayload = RequestedBy;

export interface GenerateSpotlightPayload extends RequestedBy {
  /** ISO week 'YYYY-Wnn'; omitted means the week the job runs in. */
  week?: string;
}

export interface GenerateRecommendationsPayload {
  sessionId: string;
  limit: number;
}

export interface RecordInteractionPayload {
  eventId: string;
  sessionId: string;
  userId?: string;
  articleId: number;
  interactionType: string;
  interactionValue?: number;
  metadata?: Record<string, unknown>;
  occurredAt: string;
}

export interface RecordVisitPayload {
  sessionId: string;
  path: string;
  occurredAt: string;
}

export type RefreshAdminStatsPayload = Record<string, never>;

/**
 * An email about one subscription. The worker reads the address and names from
 * the subscription when it sends, so the queue never holds them; the key names
 * this one email (it is also the job id), so it goes out at most once.
 */
export interface SubscriberEmailPayload {
  subscriptionId: number;
  deliveryKey: string;
}

/** The payload type of each job: the compiler refuses a job enqueued with the wrong data. */
export interface JobPayloads {
  [JobName.ScrapeNews]: ScrapeNewsPayload;
  [JobName.ScrapeReleases]: ScrapeReleasesPayload;
  [JobName.GenerateSpotlight]: GenerateSpotlightPayload;
  [JobName.GenerateRecommendations]: GenerateRecommendationsPayload;
  [JobName.RecordInteraction]: RecordInteractionPayload;
  [JobName.RecordVisit]: RecordVisitPayload;
  [JobName.RefreshAdminStats]: RefreshAdminStatsPayload;
  [JobName.SendConfirmationEmail]: SubscriberEmailPayload;
  [JobName.SendWelcomeEmail]: SubscriberEmailPayload;
}

export type PayloadOf<N extends JobName> = JobPayloads[N];
